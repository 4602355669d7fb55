import type { FastifyReply, FastifyRequest } from 'fastify';
import { staffSession } from '@shop/domain/identity/staff';
import type { PresentedToken } from './session-token.ts';

/** The back office's session cookie: not `sid`, so no customer page ever carries it (decision 093). */
export const staffCookieName = 'staff_sid';

/**
 * Sent only to the staff API (`Path=/api/v1/admin`), never to a storefront page or customer endpoint;
 * SameSite=Strict, as no link from another site should arrive signed in to the back office; HttpOnly;
 * Secure over https. Its life is the session's absolute end; the idle end is the server's.
 */
export function createStaffCookies(publicUrl: string) {
  const options = {
    path: '/api/v1/admin',
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: publicUrl.startsWith('https:'),
  };
  return {
    set(reply: FastifyReply, token: string): void {
      reply.setCookie(staffCookieName, token, { ...options, maxAge: staffSession.absoluteHours * 3600 });
    },
    clear(reply: FastifyReply): void {
      reply.clearCookie(staffCookieName, options);
    },
  };
}
export type StaffCookies = ReturnType<typeof createStaffCookies>;

const bearer = /^Bearer\s+(\S+)\s*$/i;

/** The staff token a request carries: the Authorization header wins over the staff cookie. */
export function presentedStaffToken(request: FastifyRequest): PresentedToken | undefined {
  const header = request.headers.authorization;
  const fromHeader = typeof header === 'string' ? bearer.exec(header)?.[1] : undefined;
  if (fromHeader) return { token: fromHeader, via: 'bearer' };
  const fromCookie = request.cookies[staffCookieName];
  return fromCookie ? { token: fromCookie, via: 'cookie' } : undefined;
}
