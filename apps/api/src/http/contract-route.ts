import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Contract } from '@shop/domain/api/contract';
import { envelopeOf, type Envelope } from '@shop/domain/envelope';
import type { PrewrittenAnswer } from './prewritten.ts';
import type { ZodApp } from './zod-app.ts';

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type In<S> = S extends z.ZodType ? z.input<S> : null;

/** What a handler gets: the request's parts as the contract's schemas parsed them. */
export type ContractInput<C extends Contract> = {
  params: Out<C['params']>;
  query: Out<C['query']>;
  body: Out<C['body']>;
  request: FastifyRequest;
  reply: FastifyReply;
};

/** What a handler answers: the envelope of the contract's data and extra (`ok(data, extra)`). */
export type ContractAnswer<C extends Contract> = Envelope<In<C['data']>, In<C['extra']>>;

/** Or the same envelope with its JSON already written (`okWritten`). */
type HandlerAnswer<C extends Contract> = ContractAnswer<C> | PrewrittenAnswer<ContractAnswer<C>>;

const security: Record<'customer' | 'staff', Record<string, string[]>[]> = {
  customer: [{ bearerAuth: [] }],
  staff: [{ staffBearerAuth: [] }, { staffCookieAuth: [] }],
};

type Guard = ((request: FastifyRequest, reply: FastifyReply) => Promise<void>) & {
  /** Set on staff guards (identity's requireStaff): the permission the guard checks. */
  readonly staffPermission?: string | null;
};

/**
 * Registers a contract's route: its method and path, schemas (validation, serialization and the
 * OpenAPI document), declared errors and, for a customer's endpoint, the guard, which runs before
 * validation so a caller without a session learns nothing about the body (401, not 422).
 */
export function contractRoute<C extends Contract>(
  app: ZodApp,
  contract: C,
  options: { guard?: Guard },
  handler: (input: ContractInput<C>) => Promise<HandlerAnswer<C>>,
): void {
  const where = `${contract.method} ${contract.path}`;
  if (contract.auth && !options.guard)
    throw new Error(`${where} needs a signed-in ${contract.auth}: pass its guard`);
  // A staff route's guard must check exactly the contract's permission (the matrix test and the
  // OpenAPI document read the contract's): requireStaff(contract.permission ?? null).
  if (contract.auth === 'staff' && options.guard?.staffPermission !== (contract.permission ?? null)) {
    throw new Error(`${where}: its guard must be requireStaff(${contract.permission ?? 'null'})`);
  }
  app.route({
    method: contract.method,
    url: contract.path,
    config: {
      errors: contract.errors ?? [],
      ...(contract.auth === 'staff' ? { permission: contract.permission ?? null } : {}),
    },
    ...(options.guard ? { preValidation: options.guard } : {}),
    schema: {
      tags: [...contract.tags],
      summary: contract.summary,
      ...(contract.auth ? { security: security[contract.auth] } : {}),
      ...(contract.params ? { params: contract.params } : {}),
      ...(contract.query ? { querystring: contract.query } : {}),
      ...(contract.body ? { body: contract.body } : {}),
      response: { [contract.created ? 201 : 200]: envelopeOf(contract.data, contract.extra) },
    },
    handler: (request, reply) => {
      if (contract.created) reply.code(201);
      // Typed as the schema's data for Fastify; a prewritten answer goes to the same serializer.
      return handler({
        params: request.params as never,
        query: request.query as never,
        body: request.body as never,
        request,
        reply,
      }) as Promise<ContractAnswer<C>>;
    },
  });
}

/** `contractRoute` bound to one scope: `const route = contractRoutesOn(app)`, then `route(contract, …)`. */
export function contractRoutesOn(app: ZodApp) {
  return <C extends Contract>(
    contract: C,
    options: Parameters<typeof contractRoute<C>>[2],
    handler: Parameters<typeof contractRoute<C>>[3],
  ): void => contractRoute(app, contract, options, handler);
}
