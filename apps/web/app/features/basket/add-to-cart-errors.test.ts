import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/client.ts';
import { basketErrorMessage, refusalMessage } from './add-to-cart-errors.ts';

const answer = (status: number, message: unknown, details?: unknown) =>
  new ApiError(status, {
    status: false,
    code: status,
    message: message as string,
    data: null,
    extra_data: { error: 'X', request_id: 'r', ...(details ? { details } : {}) },
  });

describe('add-to-cart error messages (storefront.md §8)', () => {
  it('409: the server message, or the purchase-limit sentence when it has none', () => {
    expect(basketErrorMessage(answer(409, 'سبد خرید پر است'))).toBe('سبد خرید پر است');
    expect(basketErrorMessage(answer(409, ''))).toBe('تعداد درخواستی بیشتر از سقف خرید این کالاست');
  });

  it('404: the server message', () => {
    expect(basketErrorMessage(answer(404, 'چنین محصولی دیگر وجود ندارد.'))).toBe(
      'چنین محصولی دیگر وجود ندارد.',
    );
  });

  it('406: the server message plus the limit', () => {
    expect(
      basketErrorMessage(answer(406, 'از این کالا فقط ۳ عدد موجود است.', { left: 3, max_count: 5 })),
    ).toBe('از این کالا فقط ۳ عدد موجود است. حداکثر ۳ عدد از این کالا را می‌توانید بخرید.');
    expect(basketErrorMessage(answer(406, 'این کالا در حال حاضر موجود نیست.', { left: 0 }))).toBe(
      'این کالا در حال حاضر موجود نیست.',
    );
  });

  it('other statuses: the server message, the first field message of a 422', () => {
    expect(basketErrorMessage(answer(500, 'خطای سرور'))).toBe('خطای سرور');
    expect(basketErrorMessage(answer(422, { count: ['تعداد نادرست است.'] }))).toBe('تعداد نادرست است.');
  });

  it('no message at all: «خطا: E8767»', () => {
    expect(basketErrorMessage(new ApiError(502, null))).toBe('خطا: E8767');
  });

  it('a network failure says so', () => {
    expect(basketErrorMessage(new TypeError('Failed to fetch'))).toContain('اتصال');
  });

  it('words the local basket refusals like the server', () => {
    expect(refusalMessage({ code: 'PURCHASE_LIMIT', max_count: 2 })).toBe(
      'تعداد درخواستی بیشتر از سقف خرید این کالاست',
    );
    expect(refusalMessage({ code: 'NOT_ENOUGH_STOCK', left: 2 })).toBe('از این کالا فقط ۲ عدد موجود است.');
  });
});
