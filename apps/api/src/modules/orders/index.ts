// The orders module's face: all another module may import from it (besides public/).
export { ordersModule } from './module.ts';
export type { OrdersService } from './service.ts';
