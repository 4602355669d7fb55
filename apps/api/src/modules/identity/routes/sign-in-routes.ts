import { identityContracts as c } from '@shop/domain/identity/contracts';
import type { SessionData } from '@shop/domain/identity/schemas';
import type { FastifyReply } from 'fastify';
import { contractRoutesOn } from '../../../http/contract-route.ts';
import { ok } from '../../../http/envelope.ts';
import type { ZodApp } from '../../../http/zod-app.ts';
import type { SessionCookies } from '../auth/session-cookie.ts';
import { presentedToken } from '../auth/session-token.ts';
import type { IdentityService } from '../service.ts';
import { callerOf } from './caller.ts';

export type IdentityRouteDeps = { identity: IdentityService; cookies: SessionCookies };

/** Check a number, send codes, sign in by code or password, reset the password, sign out. */
export function signInRoutes(app: ZodApp, { identity, cookies }: IdentityRouteDeps) {
  const route = contractRoutesOn(app);
  // Every answer that opens a session also sets the web's cookie.
  const signedIn = (reply: FastifyReply, data: SessionData) => {
    cookies.set(reply, data.token);
    return ok(data);
  };

  route(c.checkRegister, {}, async ({ body, request }) =>
    ok(await identity.checkRegister(body.mobile_no, callerOf(request))),
  );
  route(c.register, {}, async ({ body, request }) =>
    ok(await identity.register(body.mobile_no, callerOf(request))),
  );
  route(c.sendCode, {}, async ({ body, request }) =>
    ok(await identity.sendCode(body.mobile_no, callerOf(request))),
  );
  route(c.verifyCode, {}, async ({ body, request, reply }) =>
    signedIn(reply, await identity.signInWithCode(body, callerOf(request))),
  );
  route(c.login, {}, async ({ body, request, reply }) =>
    signedIn(reply, await identity.loginWithPassword(body, callerOf(request))),
  );
  route(c.resetPassword, {}, async ({ body, request, reply }) =>
    signedIn(reply, await identity.resetPassword(body, callerOf(request))),
  );
  route(c.logout, {}, async ({ request, reply }) => {
    const presented = presentedToken(request);
    if (presented) await identity.revokeSession(presented.token);
    cookies.clear(reply);
    return ok(null);
  });
}
