import type { z } from 'zod';
import type { BodyOf, Contract, DataOf, ExtraOf, PathParams, QueryOf } from '@shop/domain/api/contract';
import { fillPath } from '@shop/domain/api/contract';
import type { Endpoint } from '@shop/domain/api/endpoint';
import type { Envelope, ErrorEnvelope } from '@shop/domain/envelope';
import type { ApiRequest, ApiTransport } from './transport.ts';

/** An answer whose envelope said status false: carries the HTTP code, message and error code. */
export class ApiError extends Error {
  readonly status: number;
  readonly envelope: ErrorEnvelope | null;

  constructor(status: number, envelope: ErrorEnvelope | null) {
    super(envelope?.extra_data.error ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.envelope = envelope;
  }
}

type ParamsPart<C extends Contract> = keyof PathParams<C['path']> extends never
  ? { params?: undefined }
  : { params: PathParams<C['path']> };
type QueryPart<C extends Contract> = C extends { query: z.ZodType }
  ? { query?: QueryOf<C> }
  : { query?: undefined };
type BodyPart<C extends Contract> = C extends { body: z.ZodType }
  ? undefined extends BodyOf<C>
    ? { body?: BodyOf<C> }
    : { body: BodyOf<C> }
  : { body?: undefined };

/** What a call sends: the path's parameters, the query and the body its contract takes. */
export type CallInput<C extends Contract> = ParamsPart<C> &
  QueryPart<C> &
  BodyPart<C> & {
    /** Lets the browser drop a request nobody waits for any more (a stale search suggestion). */
    signal?: AbortSignal;
    /** The browser finishes sending it even if the page is closing (a write made on pagehide). */
    keepalive?: boolean;
    /** The write's Idempotency-Key: the same one on a retry makes the retry change nothing. */
    idempotencyKey?: string;
  };

/** The input may be left out when the contract needs none. */
type InputArgs<C extends Contract> =
  Record<never, never> extends CallInput<C> ? [input?: CallInput<C>] : [input: CallInput<C>];

export type ApiClient = {
  /**
   * Calls one endpoint of the API (`<module>/endpoints.ts` in the domain): the path, the input and
   * the answer's data and extra are typed by its contract, so a call cannot ask a path that does not
   * exist, send a body the API refuses to read, or trust a shape the API does not send.
   */
  call<C extends Contract>(
    endpoint: Endpoint<C>,
    ...input: InputArgs<C>
  ): Promise<Envelope<DataOf<C>, ExtraOf<C>>>;
};

export function createApiClient(transport: ApiTransport): ApiClient {
  return {
    async call<C extends Contract>(endpoint: Endpoint<C>, ...[input]: InputArgs<C>) {
      const given = (input ?? {}) as CallInput<Contract> & { params?: Record<string, string | number> };
      const request: ApiRequest = {
        method: endpoint.method,
        path: fillPath(endpoint.path, (given.params ?? {}) as never),
        ...(given.query ? { query: given.query as ApiRequest['query'] } : {}),
        ...(endpoint.method === 'GET' ? {} : { body: given.body ?? {} }),
        ...(given.signal ? { signal: given.signal } : {}),
        ...(given.keepalive ? { keepalive: true } : {}),
        ...(given.idempotencyKey ? { idempotencyKey: given.idempotencyKey } : {}),
      };
      const response = await transport.request(request);
      const body = response.body as Envelope<DataOf<C>, ExtraOf<C>> | ErrorEnvelope | null;
      if (!body || typeof body !== 'object' || body.status !== true) {
        throw new ApiError(response.status, body && body.status === false ? body : null);
      }
      return body;
    },
  };
}
