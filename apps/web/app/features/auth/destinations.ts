import { registerStatus } from '@shop/domain/identity/constants';
import { paths } from '../../shared/paths.ts';

/**
 * Where a customer goes once a session is open (storefront.md §4 steps 6 and 7). A customer whose
 * profile is incomplete (register_status 3, a new registration) first completes it on /register,
 * which carries the backUrl on; one already headed for a registration page goes straight there.
 */
export function afterSignIn(user: { register_status: number }, backUrl: string | null): string {
  if (user.register_status !== registerStatus.incomplete) return backUrl ?? paths.home();
  if (backUrl && isRegistrationPath(backUrl)) return backUrl;
  return paths.register(backUrl ?? undefined);
}

/**
 * After the profile is completed: the stored backUrl; otherwise /checkout when an order is being
 * resumed; otherwise home. A backUrl pointing at registration again would only loop.
 */
export function afterRegistration(backUrl: string | null, isResumingOrder: boolean): string {
  if (backUrl && !isRegistrationPath(backUrl)) return backUrl;
  return isResumingOrder ? paths.checkout() : paths.home();
}

function isRegistrationPath(url: string): boolean {
  return /^\/register(\/|\?|#|$)/.test(url);
}

/** Logging out leaves the customer's own pages (checkout-and-account.md "App shell"): to home. */
export function afterLogout(pathname: string): string | null {
  return /^\/(profile|cart|register)(\/|$)/.test(pathname) ? paths.home() : null;
}
