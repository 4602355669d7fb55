import { z } from 'zod';
import { defineContract } from '../api/contract.ts';
import {
  ChangeStaffRoleRequestSchema,
  CreateStaffRequestSchema,
  RoleRequestSchema,
  StaffIdParamsSchema,
  StaffMemberSchema,
  StaffRoleSchema,
} from '../identity/staff-schemas.ts';

// The admin module's contracts: what spans modules (issue 47, decision 093). Staff management today;
// the audit viewer, the dashboard and CSV later. Each module serves the admin contracts of its own data.

const tags = ['admin-staff'];
const permission = 'staff:manage';

export const adminContracts = {
  listStaff: defineContract({
    method: 'GET',
    path: '/admin/staff',
    tags,
    auth: 'staff',
    permission,
    summary: 'Every staff member with their role, active ones first',
    data: z.array(StaffMemberSchema),
  }),
  createStaff: defineContract({
    method: 'POST',
    path: '/admin/staff',
    tags,
    auth: 'staff',
    permission,
    created: true,
    summary: 'Adds a staff member with a mobile, a name, a first password and a role',
    errors: ['STAFF_MOBILE_TAKEN', 'ROLE_NOT_FOUND'],
    body: CreateStaffRequestSchema,
    data: StaffMemberSchema,
  }),
  changeStaffRole: defineContract({
    method: 'PUT',
    path: '/admin/staff/:id/role',
    tags,
    auth: 'staff',
    permission,
    summary: "Changes a member's role; the last active owner cannot be demoted",
    errors: ['STAFF_NOT_FOUND', 'ROLE_NOT_FOUND', 'LAST_OWNER'],
    params: StaffIdParamsSchema,
    body: ChangeStaffRoleRequestSchema,
    data: StaffMemberSchema,
  }),
  deactivateStaff: defineContract({
    method: 'POST',
    path: '/admin/staff/:id/deactivate',
    tags,
    auth: 'staff',
    permission,
    summary: 'Deactivates a member and ends their sessions at once; never the last active owner',
    errors: ['STAFF_NOT_FOUND', 'LAST_OWNER'],
    params: StaffIdParamsSchema,
    body: z.object({}).strict().nullish(),
    data: StaffMemberSchema,
  }),
  listRoles: defineContract({
    method: 'GET',
    path: '/admin/roles',
    tags,
    auth: 'staff',
    permission,
    summary: 'The built-in and custom roles, and every permission a role can be made of',
    data: z.object({ roles: z.array(StaffRoleSchema), permissions: z.array(z.string()) }),
  }),
  createRole: defineContract({
    method: 'POST',
    path: '/admin/roles',
    tags,
    auth: 'staff',
    permission,
    created: true,
    summary: 'Composes a custom role from known permissions',
    errors: ['ROLE_NAME_TAKEN'],
    body: RoleRequestSchema,
    data: StaffRoleSchema,
  }),
  updateRole: defineContract({
    method: 'PUT',
    path: '/admin/roles/:id',
    tags,
    auth: 'staff',
    permission,
    summary:
      "Renames a custom role or changes its permissions (built-in roles are fixed); takes effect on the members' next call",
    errors: ['ROLE_NOT_FOUND', 'ROLE_BUILT_IN', 'ROLE_NAME_TAKEN'],
    params: StaffIdParamsSchema,
    body: RoleRequestSchema,
    data: StaffRoleSchema,
  }),
} as const;
