import { DomainError } from '@shop/domain/errors';
import { createRequestGuard, type RequestGuard } from '../../../platform/request-guard.ts';
import type { IdentityService } from '../service.ts';
import type { SessionCustomer } from '../service/sessions.ts';
import type { SessionCookies } from './session-cookie.ts';
import { presentedToken } from './session-token.ts';

export type CustomerAuth = {
  /** `{ preValidation: auth.requireCustomer }` on a route that needs a signed-in customer. */
  requireCustomer: RequestGuard<SessionCustomer>['require'];
  /** The customer `requireCustomer` found. */
  customerOf: RequestGuard<SessionCustomer>['callerOf'];
};

/**
 * The one way a route asks for a signed-in customer (basket, checkout, account…), built on the
 * platform's request guard. No token, or one that is unknown, expired or revoked, answers 401 and
 * clears the cookie.
 */
export function createCustomerAuth(deps: {
  identity: IdentityService;
  cookies: SessionCookies;
}): CustomerAuth {
  const guard = createRequestGuard<SessionCustomer>({
    name: 'customer',
    async find(request, reply) {
      const presented = presentedToken(request);
      const found = presented ? await deps.identity.findSessionCustomer(presented.token) : null;
      if (!found && presented?.via === 'cookie') deps.cookies.clear(reply);
      return found ?? null;
    },
    refuse: () => new DomainError('UNAUTHENTICATED'),
  });
  return { requireCustomer: guard.require, customerOf: guard.callerOf };
}
