import type { Endpoint } from '../api/endpoint.ts';
import type { staffAuthContracts } from './staff-contracts.ts';

// Staff sign-in's endpoints for the back office (see endpoints.ts for why plain constants).

type C = typeof staffAuthContracts;

export const staffPassword: Endpoint<C['staffPassword']> = { method: 'POST', path: '/admin/auth/password' };
export const staffCode: Endpoint<C['staffCode']> = { method: 'POST', path: '/admin/auth/code' };
export const staffLogout: Endpoint<C['staffLogout']> = { method: 'POST', path: '/admin/auth/logout' };
export const staffLogoutEverywhere: Endpoint<C['staffLogoutEverywhere']> = {
  method: 'POST',
  path: '/admin/auth/logout-everywhere',
};
export const staffMe: Endpoint<C['staffMe']> = { method: 'GET', path: '/admin/me' };
