import type { User } from '@shop/domain/identity/schemas';
import { recordAudit } from '../../../platform/audit.ts';
import { updateCustomer, type CustomerRow } from '../queries/customers.ts';
import type { Caller, IdentityContext } from './context.ts';
import { getUser } from './profile.ts';
import { requireCompleteRegistration } from './require-registered.ts';
import type { SessionCustomer } from './sessions.ts';

/** What the profile's edit sets, in the API's names. */
export type ProfileFields = {
  first_name: string;
  last_name: string;
  national_no: string;
  email: string | null;
  gender: number;
};

/**
 * `POST /profile` (the spec's `_method: PUT`): the profile's edit, for a customer who completed
 * registration. Audited like identity's other writes (decision 056): the fields that changed, each
 * before and after, in the transaction of the change; an edit that changes nothing records nothing.
 */
export async function updateProfile(
  ctx: IdentityContext,
  session: SessionCustomer,
  input: ProfileFields,
  caller: Caller,
): Promise<User> {
  const { customer } = session;
  requireCompleteRegistration(customer);
  const changed = changesOf(customer, input);
  await ctx.db.transaction(async (tx) => {
    await updateCustomer(tx, customer.id, {
      firstName: input.first_name,
      lastName: input.last_name,
      nationalNo: input.national_no,
      email: input.email,
      gender: input.gender,
      updatedAt: ctx.now(),
    });
    if (Object.keys(changed).length === 0) return;
    await recordAudit(tx, {
      actor: { type: 'customer', id: customer.id },
      action: 'customer.profile.update',
      subject: { type: 'customer', id: customer.id },
      data: { changed },
      requestId: caller.requestId,
    });
  });
  return getUser(ctx, customer.id);
}

/** The fields the edit changes, each with its value before and after. */
function changesOf(customer: CustomerRow, next: ProfileFields) {
  const before: Record<keyof ProfileFields, string | number | null> = {
    first_name: customer.firstName,
    last_name: customer.lastName,
    national_no: customer.nationalNo,
    email: customer.email,
    gender: customer.gender,
  };
  const changed: Record<string, { from: unknown; to: unknown }> = {};
  for (const field of Object.keys(next) as (keyof ProfileFields)[]) {
    if (before[field] !== next[field]) changed[field] = { from: before[field], to: next[field] };
  }
  return changed;
}
