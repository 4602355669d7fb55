// The payments module's face: all another module may import from it.
export { paymentsModule, type PaymentsFace } from './module.ts';
