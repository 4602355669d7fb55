import type { Endpoint } from '../api/endpoint.ts';
import type { accountContracts } from './contracts.ts';

// The account module's endpoints for callers (`import * as account from …/endpoints`).

type C = typeof accountContracts;

export const addresses: Endpoint<C['addresses']> = { method: 'GET', path: '/addresses' };
export const mainAddress: Endpoint<C['mainAddress']> = { method: 'GET', path: '/addresses/main' };
export const address: Endpoint<C['address']> = { method: 'GET', path: '/addresses/:id' };
export const createAddress: Endpoint<C['createAddress']> = { method: 'POST', path: '/addresses' };
export const changeAddress: Endpoint<C['changeAddress']> = { method: 'POST', path: '/addresses/:id' };
export const makeMainAddress: Endpoint<C['makeMainAddress']> = {
  method: 'POST',
  path: '/addresses/:id/main',
};
export const cedarLocality: Endpoint<C['cedarLocality']> = { method: 'GET', path: '/cedar/locality' };
export const osmLocality: Endpoint<C['osmLocality']> = { method: 'GET', path: '/openstreetmap/locality' };
export const placeSearch: Endpoint<C['placeSearch']> = { method: 'GET', path: '/cedar/search' };
export const wallet: Endpoint<C['wallet']> = { method: 'GET', path: '/profile/credit' };
export const company: Endpoint<C['company']> = { method: 'GET', path: '/profile/company' };
export const linkCompany: Endpoint<C['linkCompany']> = { method: 'POST', path: '/profile/company' };
