import { engagementContracts as c } from '@shop/domain/engagement/contracts';
import { clientNetwork } from '../../http/client-network.ts';
import { contractRoutesOn } from '../../http/contract-route.ts';
import { ok } from '../../http/envelope.ts';
import type { ZodApp } from '../../http/zod-app.ts';
import type { CustomerAuth } from '../identity/index.ts';
import type { EngagementService } from './service.ts';

/** The customer's requests and facts (docs/api.md, "Engagement"): a session is checked first (401). */
export function engagementRoutes(
  app: ZodApp,
  { engagement, auth }: { engagement: EngagementService; auth: CustomerAuth },
) {
  const route = contractRoutesOn(app);
  const guard = auth.requireCustomer;
  route(c.observe, { guard }, async ({ body, request }) =>
    ok(await engagement.observe(auth.customerOf(request), body)),
  );
  route(c.wholesale, { guard }, async ({ body, request }) =>
    ok(await engagement.requestWholesale(auth.customerOf(request), body.product)),
  );
  route(c.productEngagement, { guard }, async ({ params, request }) =>
    ok(await engagement.productEngagement(auth.customerOf(request), params.id)),
  );
  route(c.bundleEngagement, { guard }, async ({ params, request }) =>
    ok(await engagement.bundleEngagement(auth.customerOf(request), params.id)),
  );
  // Anyone's view counts; the answer does not wait for the count (decision 063).
  route(c.visit, {}, async ({ body, request }) => {
    engagement.recordVisit(body.type, body.id, clientNetwork(request.ip));
    return ok(null);
  });
}
