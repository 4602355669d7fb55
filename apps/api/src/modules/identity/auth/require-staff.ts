import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '@shop/domain/errors';
import type { Permission } from '@shop/domain/identity/staff';
import { createRequestGuard } from '../../../platform/request-guard.ts';
import { callerOf } from '../routes/caller.ts';
import type { SessionStaff, StaffCaller } from '../service/staff-context.ts';
import type { StaffService } from '../staff-service.ts';
import { presentedStaffToken, type StaffCookies } from './staff-cookie.ts';

/** A staff guard hook; it names its permission so a route can be checked against its contract's. */
export type StaffGuard = ((request: FastifyRequest, reply: FastifyReply) => Promise<void>) & {
  readonly staffPermission: Permission | null;
};

export type StaffAuth = {
  /**
   * `{ guard: staffAuth.requireStaff('orders:move') }`: a live staff session (401 otherwise) whose
   * member is active and whose role grants the permission now (403 otherwise), read from the
   * database on every call. `null` admits any active member (their own session's endpoints).
   */
  requireStaff: (permission: Permission | null) => StaffGuard;
  /** The staff member a guard found. */
  staffOf: (request: FastifyRequest) => SessionStaff;
  /** Who is asking, for the staff use cases and their audit: the request's caller and the member's id. */
  staffCallerOf: (request: FastifyRequest) => StaffCaller;
};

/**
 * The staff guard on the platform's request guard (decision 093). A customer's token is no staff
 * session (another table), and the staff token is no customer session: the two guards never meet.
 */
export function createStaffAuth(deps: { staff: StaffService; cookies: StaffCookies }): StaffAuth {
  const guard = createRequestGuard<SessionStaff>({
    name: 'staff',
    async find(request, reply) {
      const presented = presentedStaffToken(request);
      const found = presented ? await deps.staff.findSessionStaff(presented.token) : undefined;
      if (!found && presented?.via === 'cookie') deps.cookies.clear(reply);
      return found ?? null;
    },
    refuse: () => new DomainError('UNAUTHENTICATED'),
  });
  return {
    requireStaff(permission) {
      const hook = async (request: FastifyRequest, reply: FastifyReply) => {
        await guard.require(request, reply);
        const granted = guard.callerOf(request).member.role.permissions;
        if (permission !== null && !granted.includes(permission)) throw new DomainError('FORBIDDEN');
      };
      return Object.assign(hook, { staffPermission: permission });
    },
    staffOf: guard.callerOf,
    staffCallerOf: (request) => ({ ...callerOf(request), staffId: guard.callerOf(request).member.id }),
  };
}
