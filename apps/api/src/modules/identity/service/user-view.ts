import { genders, type Gender } from '@shop/domain/identity/constants';
import type { User, UserAccountDetails } from '@shop/domain/identity/schemas';
import { toDisplayMobile } from '@shop/domain/mobile';
import { genderLabels } from '../../../i18n/fa.ts';
import type { CustomerRow } from '../queries/customers.ts';

/** A customer row as the API shows it (UserSchema): no hash, the mobile as 09…, the gender in words. */
export function toUser(row: CustomerRow, details: UserAccountDetails): User {
  const gender: Gender = (genders as readonly number[]).includes(row.gender) ? (row.gender as Gender) : 1;
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    national_no: row.nationalNo,
    mobile: toDisplayMobile(row.mobile),
    gender,
    gender_fa: genderLabels[gender],
    register_status: row.registerStatus,
    confirm_status: row.confirmStatus,
    wallet_value: row.walletValue,
    introduce_code: row.introduceCode,
    // Coupons arrive with the checkout issue; until then nobody holds one.
    has_unused_coupon: false,
    has_password: row.passwordHash !== null,
    ...details,
  };
}
