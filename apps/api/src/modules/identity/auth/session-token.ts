import type { FastifyRequest } from 'fastify';
import { sessionCookieName } from './session-cookie.ts';

export type PresentedToken = { token: string; via: 'bearer' | 'cookie' };

const bearer = /^Bearer\s+(\S+)\s*$/i;

/** The session token a request carries: the Authorization header wins over the cookie. */
export function presentedToken(request: FastifyRequest): PresentedToken | undefined {
  const header = request.headers.authorization;
  const fromHeader = typeof header === 'string' ? bearer.exec(header)?.[1] : undefined;
  if (fromHeader) return { token: fromHeader, via: 'bearer' };
  const fromCookie = request.cookies[sessionCookieName];
  return fromCookie ? { token: fromCookie, via: 'cookie' } : undefined;
}
