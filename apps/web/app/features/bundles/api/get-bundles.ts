import * as catalogue from '@shop/domain/catalogue/endpoints';
import type { BundleListItem } from '@shop/domain/catalogue/schemas';
import type { ApiClient } from '../../../shared/api/client.ts';

/** `GET /bundles`: the running and upcoming bundles; `blur` says upcoming prices are not announced yet. */
export async function getBundles(
  api: ApiClient,
): Promise<{ bundles: BundleListItem[]; isPriceBlurred: boolean }> {
  const envelope = await api.call(catalogue.bundles);
  return { bundles: envelope.data, isPriceBlurred: envelope.extra_data?.blur ?? false };
}
