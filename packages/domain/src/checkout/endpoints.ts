import type { Endpoint } from '../api/endpoint.ts';
import type { checkoutContracts } from './contracts.ts';

// The checkout's endpoints for callers (`import * as checkout from …/endpoints`).

type C = typeof checkoutContracts;

export const nextDelivery: Endpoint<C['nextDelivery']> = { method: 'GET', path: '/delivery/next-slot' };
export const checkout: Endpoint<C['checkout']> = { method: 'GET', path: '/checkout' };
export const coupon: Endpoint<C['coupon']> = { method: 'POST', path: '/checkout/coupon' };
export const placeOrder: Endpoint<C['placeOrder']> = { method: 'POST', path: '/checkout' };
export const repay: Endpoint<C['repay']> = { method: 'POST', path: '/orders/:id/repay' };
export const periodicPlans: Endpoint<C['periodicPlans']> = { method: 'GET', path: '/periodic-orders' };
export const skipPeriodic: Endpoint<C['skipPeriodic']> = {
  method: 'POST',
  path: '/periodic-orders/:id/skip',
};
export const changePeriodic: Endpoint<C['changePeriodic']> = { method: 'PUT', path: '/periodic-orders/:id' };
export const stopPeriodic: Endpoint<C['stopPeriodic']> = { method: 'DELETE', path: '/periodic-orders/:id' };
export const orderPayments: Endpoint<C['orderPayments']> = { method: 'GET', path: '/orders/:id/payments' };
export const cancel: Endpoint<C['cancel']> = { method: 'POST', path: '/orders/:id/cancel' };
export const coupons: Endpoint<C['coupons']> = { method: 'GET', path: '/coupons' };
export const introduceCodes: Endpoint<C['introduceCodes']> = { method: 'GET', path: '/introduce-codes' };
