import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/client.ts';
import { codeFromQuery, companyErrorMessages } from './company-messages.ts';

const refused = (status: number, message: string | Record<string, string[]>) =>
  new ApiError(status, {
    status: false,
    code: status,
    message,
    data: null,
    extra_data: { error: 'X', request_id: 'r' },
  });

describe("a refused company code's toasts", () => {
  it("are the 404's sentence as the server words it", () => {
    expect(companyErrorMessages(refused(404, 'اعتبار کد معرف سازمانی به پایان رسیده است'))).toEqual([
      'اعتبار کد معرف سازمانی به پایان رسیده است',
    ]);
  });

  it("are every message of a 422's code field, or else of its other fields", () => {
    expect(companyErrorMessages(refused(422, { code: ['کد را وارد کنید', 'دوم'] }))).toEqual([
      'کد را وارد کنید',
      'دوم',
    ]);
    expect(companyErrorMessages(refused(422, { _method: ['نادرست'] }))).toEqual(['نادرست']);
  });

  it('are the generic sentence with no answer or an empty one', () => {
    expect(companyErrorMessages(new TypeError('fetch failed'))).toEqual(['خطایی رخ داد، دوباره تلاش کنید']);
    expect(companyErrorMessages(refused(422, {}))).toEqual(['خطایی رخ داد، دوباره تلاش کنید']);
  });
});

describe('the code a link pre-fills', () => {
  it('is the code= query, trimmed', () => {
    expect(codeFromQuery('?code=%20DEMO-ORG%20')).toBe('DEMO-ORG');
    expect(codeFromQuery('?other=1')).toBe('');
    expect(codeFromQuery('')).toBe('');
  });
});
