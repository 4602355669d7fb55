import { identityContracts as c } from '@shop/domain/identity/contracts';
import { contractRoutesOn } from '../../../http/contract-route.ts';
import { ok } from '../../../http/envelope.ts';
import type { ZodApp } from '../../../http/zod-app.ts';
import type { CustomerAuth } from '../auth/require-customer.ts';
import type { IdentityService } from '../service.ts';
import { callerOf } from './caller.ts';

/** The mobile change's three calls (decision 056), each for a signed-in customer (401 otherwise). */
export function mobileChangeRoutes(
  app: ZodApp,
  { identity, auth }: { identity: IdentityService; auth: CustomerAuth },
) {
  const route = contractRoutesOn(app);
  const guard = auth.requireCustomer;
  route(c.mobileChangeStart, { guard }, async ({ body, request }) =>
    ok(await identity.startMobileChange(auth.customerOf(request), body, callerOf(request))),
  );
  route(c.mobileChangeNewNumber, { guard }, async ({ body, request }) =>
    ok(await identity.sendNewMobileCode(auth.customerOf(request), body, callerOf(request))),
  );
  route(c.mobileChangeConfirm, { guard }, async ({ body, request }) =>
    ok(await identity.confirmMobileChange(auth.customerOf(request), body, callerOf(request))),
  );
}
