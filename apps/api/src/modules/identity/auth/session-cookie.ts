import type { FastifyReply } from 'fastify';
import { sessionDays } from '@shop/domain/identity/constants';

/** The web's session cookie; public-cache.ts bypasses the micro-cache for requests that carry it. */
export const sessionCookieName = 'sid';

export type SessionCookies = ReturnType<typeof createSessionCookies>;

/**
 * The session token as an httpOnly cookie for the web (apps use the bearer header): Lax so it rides
 * top-level navigations, Secure whenever the shop is served over https.
 */
export function createSessionCookies(publicUrl: string) {
  const options = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: publicUrl.startsWith('https:'),
  };
  return {
    set(reply: FastifyReply, token: string): void {
      reply.setCookie(sessionCookieName, token, { ...options, maxAge: sessionDays * 86_400 });
    },
    clear(reply: FastifyReply): void {
      reply.clearCookie(sessionCookieName, options);
    },
  };
}
