import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '@shop/domain/envelope';
import { ApiError } from '../../shared/api/client.ts';
import { faAccount } from '../../shared/i18n/fa-account.ts';
import { failureMessage, fieldServerMessages, firstServerMessage } from './server-errors.ts';

function apiError(status: number, message: ErrorEnvelope['message'], error = 'X'): ApiError {
  return new ApiError(status, {
    status: false,
    code: status,
    message,
    data: null,
    extra_data: { error, request_id: 'r1' },
  });
}

describe('firstServerMessage', () => {
  it('reads a string message or the first message of the first field', () => {
    expect(firstServerMessage(apiError(422, 'پیام'))).toBe('پیام');
    expect(firstServerMessage(apiError(422, { code: ['کد اشتباه است'], mobile_no: ['دیگر'] }))).toBe(
      'کد اشتباه است',
    );
    expect(firstServerMessage(apiError(422, {}))).toBeNull();
    expect(firstServerMessage(new TypeError('Failed to fetch'))).toBeNull();
  });
});

describe('failureMessage: the error catalogue of sign-in (storefront.md §8)', () => {
  it('password login 404 says the password is wrong; otherwise the first password message', () => {
    expect(failureMessage(apiError(404, 'رمز عبور اشتباه است', 'WRONG_PASSWORD'), 'password')).toBe(
      faAccount.auth.wrongPassword,
    );
    expect(failureMessage(apiError(422, { password: ['رمز را وارد کنید'] }), 'password')).toBe(
      'رمز را وارد کنید',
    );
  });

  it('one-time code failures show the first server message', () => {
    expect(failureMessage(apiError(422, { code: ['کد تأیید اشتباه است.'] }), 'code')).toBe(
      'کد تأیید اشتباه است.',
    );
  });

  it('the mobile step shows message.mobile_no first', () => {
    expect(failureMessage(apiError(422, { other: ['الف'], mobile_no: ['شماره نادرست'] }), 'mobile')).toBe(
      'شماره نادرست',
    );
  });

  it('429 shows the server’s Persian sentence whatever the call', () => {
    const limited = apiError(
      429,
      'تعداد درخواست‌ها زیاد است. ۸ دقیقه دیگر دوباره تلاش کنید.',
      'RATE_LIMITED',
    );
    for (const call of ['mobile', 'password', 'code', 'profile'] as const) {
      expect(failureMessage(limited, call)).toBe('تعداد درخواست‌ها زیاد است. ۸ دقیقه دیگر دوباره تلاش کنید.');
    }
  });

  it('registration: field messages on 422, «خطایی رخ داد» for any other failure', () => {
    expect(failureMessage(apiError(422, { national_no: ['کد ملی معتبر نیست.'] }), 'profile')).toBe(
      'کد ملی معتبر نیست.',
    );
    expect(failureMessage(apiError(500, 'خطای داخلی'), 'profile')).toBe(faAccount.auth.genericError);
  });

  it('a request that got no answer says the connection failed', () => {
    expect(failureMessage(new TypeError('Failed to fetch'), 'code')).toBe(faAccount.auth.networkError);
  });
});

describe('fieldServerMessages', () => {
  it('keeps the first message of each field', () => {
    expect(fieldServerMessages(apiError(422, { first_name: ['الف', 'ب'], last_name: ['پ'] }))).toEqual({
      first_name: 'الف',
      last_name: 'پ',
    });
    expect(fieldServerMessages(apiError(422, 'رشته'))).toEqual({});
  });
});
