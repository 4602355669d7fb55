import * as catalogue from '@shop/domain/catalogue/endpoints';
import type { Brand } from '@shop/domain/catalogue/schemas';
import type { ApiClient } from '../../../shared/api/client.ts';

/** `GET /brands`: every brand, in the API's order. */
export async function getBrands(api: ApiClient): Promise<Brand[]> {
  return (await api.call(catalogue.brands)).data;
}
