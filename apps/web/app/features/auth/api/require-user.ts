import type { User } from '@shop/domain/identity/schemas';
import { redirect } from 'react-router';
import type { ApiClient } from '../../../shared/api/client.ts';
import { paths } from '../../../shared/paths.ts';
import { findCurrentUser } from './find-current-user.ts';

/**
 * For the loaders of guarded pages (/profile, /register…): the customer, or a redirect to /login
 * with this page as backUrl (storefront.md §2). In the loader, so it holds without script too.
 */
export async function requireUser(api: ApiClient, request: Request): Promise<User> {
  const user = await findCurrentUser(api, request.headers.get('cookie'));
  if (user) return user;
  const url = new URL(request.url);
  throw redirect(paths.login(`${url.pathname}${url.search}`));
}
