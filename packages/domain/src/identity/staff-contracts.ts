import { z } from 'zod';
import { defineContract } from '../api/contract.ts';
import { CodeSentDataSchema } from './schemas.ts';
import {
  StaffCodeRequestSchema,
  StaffMeSchema,
  StaffPasswordRequestSchema,
  StaffSessionDataSchema,
} from './staff-schemas.ts';

// Staff sign-in and the staff session (issue 47, decision 093). Everything staff call is under
// /admin/: that scope is never cached, and its cookie `staff_sid` is sent there only.

const tags = ['admin-auth'];

export const staffAuthContracts = {
  staffPassword: defineContract({
    method: 'POST',
    path: '/admin/auth/password',
    tags,
    summary:
      'Staff sign-in, first factor: checks the password and sends a one-time code by SMS. An unknown ' +
      'number, an inactive member and a wrong password answer alike (401 STAFF_SIGN_IN_FAILED)',
    errors: ['STAFF_SIGN_IN_FAILED', 'RATE_LIMITED', 'SMS_UNAVAILABLE'],
    body: StaffPasswordRequestSchema,
    data: CodeSentDataSchema,
  }),
  staffCode: defineContract({
    method: 'POST',
    path: '/admin/auth/code',
    tags,
    summary:
      'Staff sign-in, second factor: the code opens a staff session (bearer token and the staff_sid cookie)',
    errors: ['RATE_LIMITED'],
    body: StaffCodeRequestSchema,
    data: StaffSessionDataSchema,
  }),
  staffLogout: defineContract({
    method: 'POST',
    path: '/admin/auth/logout',
    tags,
    summary: 'Ends this staff session and clears the staff cookie; always 200',
    body: z.object({}).strict().nullish(),
    data: z.null(),
  }),
  staffLogoutEverywhere: defineContract({
    method: 'POST',
    path: '/admin/auth/logout-everywhere',
    tags,
    auth: 'staff',
    summary: 'Ends every session of the signed-in staff member, this one included',
    body: z.object({}).strict().nullish(),
    data: z.null(),
  }),
  staffMe: defineContract({
    method: 'GET',
    path: '/admin/me',
    tags,
    auth: 'staff',
    summary: 'The signed-in staff member and the permissions their role grants now',
    data: StaffMeSchema,
  }),
} as const;
