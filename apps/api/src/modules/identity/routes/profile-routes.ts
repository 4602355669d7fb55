import { envelopeOf } from '@shop/domain/envelope';
import {
  ChangePasswordRequestSchema,
  CompleteProfileRequestSchema,
  SignupDataSchema,
  SignupRequestSchema,
  UserSchema,
} from '@shop/domain/identity/schemas';
import { ok } from '../../../http/envelope.ts';
import type { ZodApp } from '../../../http/zod-app.ts';
import type { CustomerAuth } from '../auth/require-customer.ts';
import { callerOf } from './caller.ts';
import type { IdentityService } from '../service.ts';

const tags = ['identity'];
const security = [{ bearerAuth: [] }];

/** The signed-in customer's profile. Each route needs a live session (401 otherwise). */
export function profileRoutes(
  app: ZodApp,
  { identity, auth }: { identity: IdentityService; auth: CustomerAuth },
) {
  const preHandler = auth.requireCustomer;

  app.get(
    '/profile',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'The signed-in customer',
        response: { 200: envelopeOf(UserSchema) },
      },
    },
    async (request) => ok(await identity.getUser(auth.customerOf(request).customer.id)),
  );

  app.post(
    '/profile/signup',
    {
      config: { errors: ['ALREADY_SIGNED_UP'] },
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Completes signup: names, e-mail, the first password, the terms (status 3 → 4)',
        body: SignupRequestSchema,
        response: { 200: envelopeOf(SignupDataSchema) },
      },
    },
    async (request) => ok({ user: await identity.signup(auth.customerOf(request), request.body) }),
  );

  app.post(
    '/profile/complete',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Completes the profile: names and national code (status 3 → 4)',
        body: CompleteProfileRequestSchema,
        response: { 200: envelopeOf(UserSchema) },
      },
    },
    async (request) => ok(await identity.completeProfile(auth.customerOf(request), request.body)),
  );

  app.post(
    '/profile/change-password',
    {
      config: { errors: ['RATE_LIMITED'] },
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Changes the password with the old one; other sessions are signed out',
        body: ChangePasswordRequestSchema,
        response: { 200: envelopeOf(UserSchema) },
      },
    },
    async (request) =>
      ok(await identity.changePassword(auth.customerOf(request), request.body, callerOf(request))),
  );
}
