import { DomainError } from '@shop/domain/errors';
import { registerStatus } from '@shop/domain/identity/constants';

/**
 * A customer who has not completed registration (status 3) completes it on /register before
 * editing the profile, the password or the mobile (checkout-and-account.md §6): 403
 * PROFILE_INCOMPLETE, which the web answers by sending them there.
 */
export function requireCompleteRegistration(customer: { registerStatus: number }): void {
  if (customer.registerStatus === registerStatus.incomplete) throw new DomainError('PROFILE_INCOMPLETE');
}
