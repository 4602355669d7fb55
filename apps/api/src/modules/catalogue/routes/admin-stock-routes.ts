import { catalogueContracts as c } from '@shop/domain/catalogue/contracts';
import { contractRoutesOn } from '../../../http/contract-route.ts';
import { ok } from '../../../http/envelope.ts';
import type { ZodApp } from '../../../http/zod-app.ts';
import type { StaffGate } from '../../../platform/staff-gate.ts';
import type { CatalogueService } from '../service.ts';

/** The back office's calls on the catalogue's own data (decision 093), each guarded and audited. */
export function adminStockRoutes(
  app: ZodApp,
  { catalogue, staffAuth }: { catalogue: CatalogueService; staffAuth: StaffGate },
) {
  const route = contractRoutesOn(app);
  route(
    c.adminSetInventory,
    { guard: staffAuth.requireStaff('stock:write') },
    async ({ params, body, request }) => {
      const caller = staffAuth.staffCallerOf(request);
      return ok(
        await catalogue.setProductInventory(params.id, body.inventory, {
          actor: { type: 'staff', id: caller.staffId },
          requestId: caller.requestId,
        }),
      );
    },
  );
}
