// The identity module's face: all another module may import from it (besides public/).
export { identityModule, type IdentityFace } from './module.ts';
export type { CustomerAuth } from './auth/require-customer.ts';
export type { IdentityService } from './service.ts';
export type { SessionCustomer } from './service/sessions.ts';
export type { StaffAuth, StaffGuard } from './auth/require-staff.ts';
export type { StaffService } from './staff-service.ts';
export type { SessionStaff, StaffCaller } from './service/staff-context.ts';
