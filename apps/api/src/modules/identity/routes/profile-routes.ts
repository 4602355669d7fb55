import { identityContracts as c } from '@shop/domain/identity/contracts';
import { contractRoutesOn } from '../../../http/contract-route.ts';
import { ok } from '../../../http/envelope.ts';
import type { ZodApp } from '../../../http/zod-app.ts';
import type { CustomerAuth } from '../auth/require-customer.ts';
import type { IdentityService } from '../service.ts';
import { callerOf } from './caller.ts';

/** The signed-in customer's profile. Each route needs a live session (401 otherwise). */
export function profileRoutes(
  app: ZodApp,
  { identity, auth }: { identity: IdentityService; auth: CustomerAuth },
) {
  const route = contractRoutesOn(app);
  const guard = auth.requireCustomer;
  route(c.profile, { guard }, async ({ request }) =>
    ok(await identity.getUser(auth.customerOf(request).customer.id)),
  );
  route(c.signup, { guard }, async ({ body, request }) =>
    ok({ user: await identity.signup(auth.customerOf(request), body) }),
  );
  route(c.completeProfile, { guard }, async ({ body, request }) =>
    ok(await identity.completeProfile(auth.customerOf(request), body)),
  );
  route(c.updateProfile, { guard }, async ({ body, request }) =>
    ok(await identity.updateProfile(auth.customerOf(request), body, callerOf(request))),
  );
  route(c.changePassword, { guard }, async ({ body, request }) =>
    ok(await identity.changePassword(auth.customerOf(request), body, callerOf(request))),
  );
}
