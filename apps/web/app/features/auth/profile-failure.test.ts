import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '@shop/domain/envelope';
import { ApiError } from '../../shared/api/client.ts';
import { faAccount } from '../../shared/i18n/fa-account.ts';
import { profileFailure } from './profile-failure.ts';

function apiError(status: number, message: ErrorEnvelope['message'], error = 'X'): ApiError {
  return new ApiError(status, {
    status: false,
    code: status,
    message,
    data: null,
    extra_data: { error, request_id: 'r1' },
  });
}

describe("profileFailure: what a failed write of the profile's pages asks for (§8)", () => {
  it('a 422 puts the first message of each field by its field', () => {
    const error = apiError(
      422,
      { national_no: ['کد ملی معتبر نیست.', 'دیگر'], gender: ['جنسیت را انتخاب کنید.'] },
      'VALIDATION_FAILED',
    );
    expect(profileFailure(error)).toEqual({
      kind: 'fields',
      fields: { national_no: 'کد ملی معتبر نیست.', gender: 'جنسیت را انتخاب کنید.' },
    });
  });

  it('a 401 asks to sign in again, a 403 PROFILE_INCOMPLETE to complete registration', () => {
    expect(profileFailure(apiError(401, 'دوباره وارد شوید', 'UNAUTHENTICATED'))).toEqual({
      kind: 'sign-in',
      message: 'دوباره وارد شوید',
    });
    expect(profileFailure(apiError(403, 'ابتدا تکمیل کنید', 'PROFILE_INCOMPLETE'))).toEqual({
      kind: 'register',
      message: 'ابتدا تکمیل کنید',
    });
  });

  it("says the server's sentence for a limit, an SMS down or a 422 without fields", () => {
    expect(profileFailure(apiError(429, 'تعداد درخواست‌ها زیاد است.', 'RATE_LIMITED'))).toEqual({
      kind: 'toast',
      message: 'تعداد درخواست‌ها زیاد است.',
    });
    expect(profileFailure(apiError(422, {}))).toEqual({
      kind: 'toast',
      message: faAccount.profileEdit.sendFailed,
    });
  });

  it('a request that never got an answer says so', () => {
    expect(profileFailure(new TypeError('Failed to fetch'))).toEqual({
      kind: 'toast',
      message: faAccount.auth.networkError,
    });
    expect(profileFailure(new ApiError(502, null))).toEqual({
      kind: 'toast',
      message: faAccount.profileEdit.sendFailed,
    });
  });
});
