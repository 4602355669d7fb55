import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client.ts';
import { addressErrorMessage } from './address-error.ts';

const refused = (message: string | Record<string, string[]>) =>
  new ApiError(422, {
    status: false,
    code: 422,
    message,
    data: null,
    extra_data: { error: 'X', request_id: 'r' },
  });

describe("a refused address call's toast", () => {
  it('is the server message as it is (the last address)', () => {
    expect(addressErrorMessage(refused('امکان حذف همه آدرس‌ها وجود ندارد'))).toBe(
      'امکان حذف همه آدرس‌ها وجود ندارد',
    );
  });

  it("is the first field's first message of a 422", () => {
    expect(
      addressErrorMessage(refused({ number: ['پلاک را وارد کنید', 'دوم'], name: ['نام را وارد کنید'] })),
    ).toBe('پلاک را وارد کنید');
  });

  it('is the generic sentence with no answer or no message', () => {
    expect(addressErrorMessage(new TypeError('fetch failed'))).toBe('خطایی رخ داد، دوباره تلاش کنید');
    expect(addressErrorMessage(refused(''))).toBe('خطایی رخ داد، دوباره تلاش کنید');
    expect(addressErrorMessage(refused({}))).toBe('خطایی رخ داد، دوباره تلاش کنید');
  });
});
