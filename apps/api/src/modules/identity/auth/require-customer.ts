import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '@shop/domain/errors';
import type { IdentityService } from '../service.ts';
import type { SessionCustomer } from '../service/sessions.ts';
import type { SessionCookies } from './session-cookie.ts';
import { presentedToken } from './session-token.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in customer, set by `requireCustomer`; read it with `customerOf(request)`. */
    customer: SessionCustomer | null;
  }
}

export type CustomerAuth = ReturnType<typeof createCustomerAuth>;

/**
 * The one way a route asks for a signed-in customer (basket, checkout, account…):
 * `{ preHandler: auth.requireCustomer }`, then `customerOf(request)` in the handler.
 * No token, or one that is unknown, expired or revoked, answers 401 and clears the cookie.
 */
export function createCustomerAuth(deps: { identity: IdentityService; cookies: SessionCookies }) {
  return {
    async requireCustomer(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const presented = presentedToken(request);
      const found = presented && (await deps.identity.findSessionCustomer(presented.token));
      if (!found) {
        if (presented?.via === 'cookie') deps.cookies.clear(reply);
        throw new DomainError('UNAUTHENTICATED');
      }
      request.customer = found;
    },
  };
}

/** The customer `requireCustomer` found; a route that forgot the preHandler fails loudly. */
export function customerOf(request: FastifyRequest): SessionCustomer {
  if (!request.customer) throw new Error('customerOf: the route has no requireCustomer preHandler');
  return request.customer;
}
