import type { Endpoint } from '../api/endpoint.ts';
import type { adminContracts } from './contracts.ts';

// The admin module's endpoints for the back office (see identity/endpoints.ts for why plain constants).

type C = typeof adminContracts;

export const listStaff: Endpoint<C['listStaff']> = { method: 'GET', path: '/admin/staff' };
export const createStaff: Endpoint<C['createStaff']> = { method: 'POST', path: '/admin/staff' };
export const changeStaffRole: Endpoint<C['changeStaffRole']> = {
  method: 'PUT',
  path: '/admin/staff/:id/role',
};
export const deactivateStaff: Endpoint<C['deactivateStaff']> = {
  method: 'POST',
  path: '/admin/staff/:id/deactivate',
};
export const listRoles: Endpoint<C['listRoles']> = { method: 'GET', path: '/admin/roles' };
export const createRole: Endpoint<C['createRole']> = { method: 'POST', path: '/admin/roles' };
export const updateRole: Endpoint<C['updateRole']> = { method: 'PUT', path: '/admin/roles/:id' };
