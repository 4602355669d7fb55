import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Permission } from '@shop/domain/identity/staff';

/**
 * The staff guard as a module on identity's own rung sees it (catalogue may not import identity,
 * decision 043): buildApp passes identity's `staffAuth`, which has this shape. Modules above
 * identity may use identity's fuller `StaffAuth` instead.
 */
export type StaffGate = {
  requireStaff: (permission: Permission | null) => ((
    request: FastifyRequest,
    reply: FastifyReply,
  ) => Promise<void>) & {
    readonly staffPermission: Permission | null;
  };
  /** Who is asking: the staff member's id for the audit, and the request's id. */
  staffCallerOf: (request: FastifyRequest) => { staffId: number; requestId?: string | undefined };
};
