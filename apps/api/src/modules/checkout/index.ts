// The checkout module's face: all another module may import from it.
export { checkoutModule } from './module.ts';
export type { CheckoutService } from './service.ts';
export { defaultOrderLimits, type OrderLimits } from './service/order-limits.ts';
