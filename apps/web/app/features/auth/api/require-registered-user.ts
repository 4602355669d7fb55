import { registerStatus } from '@shop/domain/identity/constants';
import type { User } from '@shop/domain/identity/schemas';
import { redirect, type RouterContextProvider } from 'react-router';
import { paths } from '../../../shared/paths.ts';
import { requireUser } from './require-user.ts';

/**
 * For the loaders of the profile's edit, password and mobile pages: a customer still registering
 * (register_status 3) completes registration first (checkout-and-account.md §6), then comes back to
 * /profile; the API refuses them these writes anyway (403 PROFILE_INCOMPLETE).
 */
export async function requireRegisteredUser(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<User> {
  const user = await requireUser(context, request);
  if (user.register_status === registerStatus.incomplete) throw redirect(paths.register(paths.profile()));
  return user;
}
