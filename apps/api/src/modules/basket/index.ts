// The basket module's face: all another module may import from it (besides public/).
export { basketModule } from './module.ts';
export type { BasketService } from './service.ts';
