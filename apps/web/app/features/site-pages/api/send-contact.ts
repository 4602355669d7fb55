import * as content from '@shop/domain/content/endpoints';
import type { ContactRequest } from '@shop/domain/content/pages';
import type { ApiClient } from '../../../shared/api/client.ts';

/** `POST contact`: the contact page's message, with the spec's fixed type 4. */
export async function sendContact(api: ApiClient, message: ContactRequest): Promise<void> {
  await api.call(content.contact, { body: { ...message, type: 4 } });
}
