import { queryEntries, type ApiRequest } from '@shop/domain/api/transport';

// The transport's contract is the domain's: the API's in-process transport implements the same one.
export type { ApiRequest, ApiResponse, ApiTransport } from '@shop/domain/api/transport';

export function queryString(query: ApiRequest['query']): string {
  const text = new URLSearchParams(queryEntries(query)).toString();
  return text ? `?${text}` : '';
}
