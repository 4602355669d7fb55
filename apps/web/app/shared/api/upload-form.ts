import type { Contract, DataOf, PathParams } from '@shop/domain/api/contract';
import { fillPath } from '@shop/domain/api/contract';
import type { Endpoint } from '@shop/domain/api/endpoint';
import type { ErrorEnvelope } from '@shop/domain/envelope';
import { ApiError } from './client.ts';
import { reportUnauthorized } from './unauthorized.ts';

/**
 * A multipart POST from the browser (a file the customer chose), for the few endpoints that take one
 * (a bank-transfer receipt): the JSON client cannot carry a file. The browser sets the multipart
 * boundary itself; the CSRF header rides along as on every write. The answer is the contract's data,
 * or an ApiError as from `api.call` (an answer that is not an envelope, a proxy's 413 page, has none).
 */
export async function uploadForm<C extends Contract>(
  endpoint: Endpoint<C>,
  input: { params: PathParams<C['path']>; form: FormData },
): Promise<DataOf<C>> {
  const response = await fetch(`/api/v1${fillPath(endpoint.path, input.params)}`, {
    method: endpoint.method,
    credentials: 'same-origin',
    headers: { accept: 'application/json', 'x-shop-csrf': '1' },
    body: input.form,
  });
  if (response.status === 401) reportUnauthorized();
  const body = (await response.json().catch(() => null)) as
    { status: true; data: DataOf<C> } | ErrorEnvelope | null;
  if (!body || typeof body !== 'object' || body.status !== true) {
    throw new ApiError(response.status, body && body.status === false ? body : null);
  }
  return body.data;
}
