import type { User } from '@shop/domain/identity/schemas';
import type { RouterContextProvider } from 'react-router';
import { serverApi } from '../../../shared/api/server-context.ts';
import { findCurrentUser } from './find-current-user.ts';

/** One answer per page request: the router's context is made afresh for each request. */
const perRequest = new WeakMap<Readonly<RouterContextProvider>, Promise<User | null>>();

/**
 * The signed-in customer of this page request, asked of the API once however many loaders want it:
 * the root's (the header) and a guarded page's run side by side on every document request. No route
 * signs in or out inside a request (sign-in goes through the API from the browser), so the answer
 * holds for the whole request.
 */
export function currentUserOf(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<User | null> {
  let found = perRequest.get(context);
  if (!found) {
    found = findCurrentUser(serverApi(context), request.headers.get('cookie'));
    perRequest.set(context, found);
  }
  return found;
}
