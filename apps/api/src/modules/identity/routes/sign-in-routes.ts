import { z } from 'zod';
import { envelopeOf } from '@shop/domain/envelope';
import {
  CheckRegisterDataSchema,
  CodeSentDataSchema,
  LoginRequestSchema,
  MobileRequestSchema,
  ResetPasswordRequestSchema,
  SessionDataSchema,
  VerificationRequestSchema,
  type SessionData,
} from '@shop/domain/identity/schemas';
import type { FastifyReply } from 'fastify';
import { ok } from '../../../http/envelope.ts';
import type { ZodApp } from '../../../http/zod-app.ts';
import type { SessionCookies } from '../auth/session-cookie.ts';
import { presentedToken } from '../auth/session-token.ts';
import type { IdentityService } from '../service.ts';
import { callerOf } from './caller.ts';

export type IdentityRouteDeps = { identity: IdentityService; cookies: SessionCookies };

const tags = ['identity'];

/** Check a number, send codes, sign in by code or password, reset the password, sign out. */
export function signInRoutes(app: ZodApp, { identity, cookies }: IdentityRouteDeps) {
  // Every answer that opens a session also sets the web's cookie.
  const signedIn = (reply: FastifyReply, data: SessionData) => {
    cookies.set(reply, data.token);
    return ok(data);
  };

  app.post(
    '/check-register',
    {
      config: { errors: ['CUSTOMER_NOT_FOUND', 'RATE_LIMITED'] },
      schema: {
        tags,
        summary: 'How a number signs in: its register status and whether it has a password (404 if unknown)',
        body: MobileRequestSchema,
        response: { 200: envelopeOf(CheckRegisterDataSchema) },
      },
    },
    async (request) => ok(await identity.checkRegister(request.body.mobile_no, callerOf(request))),
  );

  app.post(
    '/register',
    {
      config: { errors: ['RATE_LIMITED', 'SMS_UNAVAILABLE'] },
      schema: {
        tags,
        summary: 'Creates the customer if the number is new (register_status 3) and sends a code',
        body: MobileRequestSchema,
        response: { 200: envelopeOf(CodeSentDataSchema) },
      },
    },
    async (request) => ok(await identity.register(request.body.mobile_no, callerOf(request))),
  );

  app.post(
    '/code',
    {
      config: { errors: ['CUSTOMER_NOT_FOUND', 'RATE_LIMITED', 'SMS_UNAVAILABLE'] },
      schema: {
        tags,
        summary: 'Sends a one-time code to a known number (sign-in by code, forgotten password)',
        body: MobileRequestSchema,
        response: { 200: envelopeOf(CodeSentDataSchema) },
      },
    },
    async (request) => ok(await identity.sendCode(request.body.mobile_no, callerOf(request))),
  );

  app.post(
    '/verification',
    {
      config: { errors: ['CUSTOMER_NOT_FOUND', 'RATE_LIMITED'] },
      schema: {
        tags,
        summary: 'Signs in with the code; a new customer also accepts the terms',
        body: VerificationRequestSchema,
        response: { 200: envelopeOf(SessionDataSchema) },
      },
    },
    async (request, reply) => signedIn(reply, await identity.signInWithCode(request.body, callerOf(request))),
  );

  app.post(
    '/login',
    {
      config: { errors: ['WRONG_PASSWORD', 'RATE_LIMITED'] },
      schema: {
        tags,
        summary: 'Signs in with the password (404 WRONG_PASSWORD, as the spec answers)',
        body: LoginRequestSchema,
        response: { 200: envelopeOf(SessionDataSchema) },
      },
    },
    async (request, reply) =>
      signedIn(reply, await identity.loginWithPassword(request.body, callerOf(request))),
  );

  app.post(
    '/password/reset',
    {
      config: { errors: ['CUSTOMER_NOT_FOUND', 'RATE_LIMITED'] },
      schema: {
        tags,
        summary: 'Sets a new password with a code from /code; every other session is signed out',
        body: ResetPasswordRequestSchema,
        response: { 200: envelopeOf(SessionDataSchema) },
      },
    },
    async (request, reply) => signedIn(reply, await identity.resetPassword(request.body, callerOf(request))),
  );

  app.post(
    '/logout',
    {
      schema: {
        tags,
        summary: 'Signs this session out and clears the cookie; always 200',
        body: z.object({}).strict().nullish(),
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request, reply) => {
      const presented = presentedToken(request);
      if (presented) await identity.revokeSession(presented.token);
      cookies.clear(reply);
      return ok(null);
    },
  );
}
