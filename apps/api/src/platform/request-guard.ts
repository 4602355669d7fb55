import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The one way a route asks who is calling: `{ preValidation: guard.require }` on the route, then
 * `guard.callerOf(request)` in its handler. Customers have one today (identity's customer auth);
 * staff get one beside it, with permissions checked by the same pattern.
 */
export type RequestGuard<Caller> = {
  /** A hook that finds the caller or refuses the request. Run before validation (pass it as
   *  `preValidation`), so a caller without a session learns nothing about the body (401, not 422). */
  require: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** The caller `require` found; a route that forgot the hook fails loudly instead of serving anyone. */
  callerOf: (request: FastifyRequest) => Caller;
};

export function createRequestGuard<Caller extends object>(options: {
  /** Named in the error a route without the hook throws. */
  name: string;
  /** The caller behind the request, or null. May set headers (clearing a stale cookie, say). */
  find: (request: FastifyRequest, reply: FastifyReply) => Promise<Caller | null>;
  /** The error a request without a caller gets (a DomainError, so it answers in the envelope). */
  refuse: () => Error;
}): RequestGuard<Caller> {
  // Kept beside the request rather than decorated onto it: each guard owns its callers, and no
  // module can read (or forge) another guard's.
  const callers = new WeakMap<FastifyRequest, Caller>();
  return {
    async require(request, reply) {
      const caller = await options.find(request, reply);
      if (!caller) throw options.refuse();
      callers.set(request, caller);
    },
    callerOf(request) {
      const caller = callers.get(request);
      if (!caller) throw new Error(`${options.name}: the route has no ${options.name} guard`);
      return caller;
    },
  };
}
