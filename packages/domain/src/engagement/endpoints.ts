import type { Endpoint } from '../api/endpoint.ts';
import type { engagementContracts } from './contracts.ts';

// The engagement module's endpoints for callers: method and path, typed by their contracts.

type C = typeof engagementContracts;

export const observe: Endpoint<C['observe']> = { method: 'POST', path: '/observes' };
export const wholesale: Endpoint<C['wholesale']> = { method: 'POST', path: '/wholesale' };
export const productEngagement: Endpoint<C['productEngagement']> = {
  method: 'GET',
  path: '/products/:id/extra',
};
export const bundleEngagement: Endpoint<C['bundleEngagement']> = {
  method: 'GET',
  path: '/bundles/:id/extra',
};
export const visit: Endpoint<C['visit']> = { method: 'POST', path: '/visits' };
