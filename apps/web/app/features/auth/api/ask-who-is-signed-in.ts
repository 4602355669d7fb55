import * as identity from '@shop/domain/identity/endpoints';
import type { User } from '@shop/domain/identity/schemas';
import { browserApi } from '../../../shared/api/browser-client.ts';

let asked: Promise<User | null> | undefined;

/**
 * `GET /profile` from the browser, once per page load, for a public page drawn for everyone while a
 * session came along (decision 071): the customer; or null when the session has ended (a 401, which
 * also clears the cookie) or the question failed, which shows a guest's page as the server did when
 * it asked.
 */
export function askWhoIsSignedIn(): Promise<User | null> {
  asked ??= browserApi.call(identity.profile).then(
    (envelope) => envelope.data,
    () => null,
  );
  return asked;
}

/** Whether this document was drawn for everyone with the session withheld (root.tsx marks its <html>). */
export function isUserWithheldHere(): boolean {
  return typeof document !== 'undefined' && document.documentElement.hasAttribute('data-user-withheld');
}
