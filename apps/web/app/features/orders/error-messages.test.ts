import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/client.ts';
import { messagesOf } from './error-messages.ts';

const failure = (status: number, message: string | Record<string, string[]>) =>
  new ApiError(status, {
    status: false,
    code: status,
    message,
    data: null,
    extra_data: { error: 'X', request_id: 'r' },
  });

describe('what a failed order call says', () => {
  it('shows the server’s message', () => {
    expect(messagesOf(failure(400, 'این سفارش را نمی‌توان لغو کرد.'))).toEqual([
      'این سفارش را نمی‌توان لغو کرد.',
    ]);
  });

  it('shows every field message of a 422', () => {
    expect(
      messagesOf(failure(422, { context: ['متن یادداشت را بنویسید.'], rates: ['امتیاز نامعتبر است.'] })),
    ).toEqual(['متن یادداشت را بنویسید.', 'امتیاز نامعتبر است.']);
  });

  it('says the network failed when no answer came, and something went wrong when it had no words', () => {
    expect(messagesOf(new TypeError('Failed to fetch'))).toEqual([
      'ارتباط با فروشگاه برقرار نشد؛ اتصال اینترنت را بررسی کنید.',
    ]);
    expect(messagesOf(new ApiError(500, null))).toEqual(['خطایی رخ داده است']);
    expect(messagesOf(failure(500, ''))).toEqual(['خطایی رخ داده است']);
  });
});
