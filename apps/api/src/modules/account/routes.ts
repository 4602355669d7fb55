import { z } from 'zod';
import { accountContracts as c } from '@shop/domain/account/contracts';
import { DevWalletRequestSchema } from '@shop/domain/account/schemas';
import { envelopeOf } from '@shop/domain/envelope';
import { contractRoutesOn } from '../../http/contract-route.ts';
import { ok } from '../../http/envelope.ts';
import type { ZodApp } from '../../http/zod-app.ts';
import type { CustomerAuth } from '../identity/index.ts';
import type { AccountService } from './service.ts';

/** Addresses, localities, the wallet and the company link: all the signed-in customer's own. */
export function accountRoutes(
  app: ZodApp,
  { account, auth }: { account: AccountService; auth: CustomerAuth },
) {
  const route = contractRoutesOn(app);
  const guard = auth.requireCustomer;
  const idOf = (request: Parameters<CustomerAuth['customerOf']>[0]) => auth.customerOf(request).customer.id;

  route(c.addresses, { guard }, async ({ request }) => ok(await account.listAddresses(idOf(request))));
  route(c.mainAddress, { guard }, async ({ request }) => ok(await account.mainAddress(idOf(request))));
  route(c.address, { guard }, async ({ params, request }) =>
    ok(await account.getAddress(idOf(request), params.id)),
  );
  route(c.createAddress, { guard }, async ({ body, request }) =>
    ok(await account.createAddress(idOf(request), body)),
  );
  route(c.changeAddress, { guard }, async ({ params, body, request }) =>
    ok(
      'name' in body
        ? await account.editAddress(idOf(request), params.id, body)
        : await account.deleteAddress(idOf(request), params.id),
    ),
  );
  route(c.makeMainAddress, { guard }, async ({ params, request }) =>
    ok(await account.makeMainAddress(idOf(request), params.id)),
  );
  route(c.cedarLocality, { guard }, async ({ query }) =>
    ok(await account.localityOf({ lat: query.lat, lng: query.lng })),
  );
  route(c.osmLocality, { guard }, async ({ query }) =>
    ok(await account.localityOf({ lat: query.lat, lng: query.lon })),
  );
  route(c.placeSearch, { guard }, async ({ query, request }) =>
    ok(await account.searchPlaces(idOf(request), query)),
  );
  route(c.wallet, { guard }, async ({ request }) => ok(await account.getWallet(idOf(request))));
  route(c.company, { guard }, async ({ request }) => ok(await account.getCompanyLink(idOf(request))));
  route(c.linkCompany, { guard }, async ({ body, request }) =>
    ok(
      'code' in body
        ? await account.linkCompany(idOf(request), body.code)
        : await account.unlinkCompany(idOf(request)),
    ),
  );
}

/**
 * `POST /dev/wallet { mobile_no, amount }`: credits (or, negative, debits) a customer's wallet, so
 * end-to-end journeys can pay from it or owe before the back office exists. Registered only with
 * DEV_ADMIN_ROUTES=1, which the configuration refuses for a public https address.
 */
export function devWalletRoutes(app: ZodApp, { account }: { account: AccountService }) {
  app.post(
    '/dev/wallet',
    {
      schema: {
        hide: true,
        body: DevWalletRequestSchema,
        response: { 200: envelopeOf(z.object({ balance: z.number().int() })) },
      },
    },
    async (request) => ok(await account.adjustWallet(request.body.mobile_no, request.body.amount)),
  );
}
