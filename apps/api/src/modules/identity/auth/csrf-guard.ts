import type { FastifyInstance } from 'fastify';
import { DomainError } from '@shop/domain/errors';
import { presentedToken } from './session-token.ts';
import { presentedStaffToken } from './staff-cookie.ts';

/** The header the web sends with every write; a cross-site form or image cannot set it. */
export const csrfHeader = 'x-shop-csrf';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The cookie rides every request the browser makes to the shop, forged cross-site ones included
 * (SameSite=Lax still lets some through). So a write that a cookie would authenticate must also
 * carry `x-shop-csrf: 1`, which only our own scripts send: a custom header cannot be added
 * cross-site without a CORS preflight, and the API allows none. Bearer callers are not at risk.
 * Registered on the whole /api/v1 scope, so every later module's writes are guarded too.
 */
export function registerCsrfGuard(scope: FastifyInstance): void {
  // Callback-style: a check with nothing to wait for costs every API request no promise.
  scope.addHook('onRequest', (request, _reply, done) => {
    const rejected =
      !safeMethods.has(request.method) &&
      // The customer's `sid` or the staff's `staff_sid` (decision 093): either cookie authenticates.
      (presentedToken(request)?.via === 'cookie' || presentedStaffToken(request)?.via === 'cookie') &&
      request.headers[csrfHeader] !== '1';
    done(rejected ? new DomainError('CSRF_REJECTED') : undefined);
  });
}
