import type { User } from '@shop/domain/identity/schemas';
import { redirect, type RouterContextProvider } from 'react-router';
import { paths } from '../../../shared/paths.ts';
import { currentUserOf } from './current-user.ts';

/**
 * For the loaders of guarded pages (/profile, /register…): the customer, or a redirect to /login
 * with this page as backUrl (storefront.md §2). In the loader, so it holds without script too.
 */
export async function requireUser(context: Readonly<RouterContextProvider>, request: Request): Promise<User> {
  const user = await currentUserOf(context, request);
  if (user) return user;
  const url = new URL(request.url);
  throw redirect(paths.login(`${url.pathname}${url.search}`));
}
