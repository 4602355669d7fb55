import { z } from 'zod';
import { IdParamsSchema } from '@shop/domain/common-schemas';
import { SetInventoryRequestSchema } from '@shop/domain/catalogue/requests';
import { envelopeOf } from '@shop/domain/envelope';
import { ok } from '../../../http/envelope.ts';
import type { ZodApp } from '../../../http/zod-app.ts';
import type { CatalogueService } from '../service.ts';

/**
 * `PUT /dev/products/{id}/inventory`: sets a product's stock, so end-to-end tests can watch a
 * basket react to a product running out before the back office exists. Registered only with
 * DEV_STOCK_ROUTE=1, which the configuration refuses for a public https address.
 */
export function devStockRoutes(app: ZodApp, { catalogue }: { catalogue: CatalogueService }) {
  app.put(
    '/dev/products/:id/inventory',
    {
      schema: {
        hide: true,
        params: IdParamsSchema,
        body: SetInventoryRequestSchema,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await catalogue.setProductInventory(request.params.id, request.body.inventory);
      return ok(null);
    },
  );
}
