import type { FastifyRequest } from 'fastify';
import { clientNetwork } from '../../../http/client-network.ts';
import type { Caller } from '../service/context.ts';

/** Who is asking, for rate limits, the session's record, the logs and the audit. */
export function callerOf(request: FastifyRequest): Caller {
  const agent = request.headers['user-agent'];
  return {
    ip: request.ip,
    network: clientNetwork(request.ip),
    userAgent: typeof agent === 'string' ? agent : null,
    log: request.log,
    requestId: request.id,
  };
}
