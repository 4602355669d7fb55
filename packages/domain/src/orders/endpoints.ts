import type { Endpoint } from '../api/endpoint.ts';
import type { ordersContracts } from './contracts.ts';

// The customer's orders' endpoints for callers (`import * as orders from …/endpoints`).

type C = typeof ordersContracts;

export const orders: Endpoint<C['orders']> = { method: 'GET', path: '/orders' };
export const order: Endpoint<C['order']> = { method: 'GET', path: '/orders/:id' };
export const note: Endpoint<C['note']> = { method: 'POST', path: '/orders/:id/note' };
export const rate: Endpoint<C['rate']> = { method: 'POST', path: '/orders/:id/rate' };
export const invoice: Endpoint<C['invoice']> = { method: 'GET', path: '/invoices/:id' };
export const receipt: Endpoint<C['receipt']> = { method: 'POST', path: '/orders/:id/receipt' };
