import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/client.ts';
import { failureMessages, isPlanGone, linePath, nextRoundText, skipNotice } from './plan-text.ts';
import { weeklyPlan } from './test-plans.ts';

const failure = (status: number, error: string, message: string | Record<string, string[]>) =>
  new ApiError(status, {
    status: false,
    code: status,
    message,
    data: null,
    extra_data: { error, request_id: 'r1' },
  });

describe('what the page says about a plan', () => {
  it('names the next round by its Tehran weekday and Solar Hijri day, hours in Persian digits', () => {
    expect(nextRoundText(weeklyPlan())).toBe('نوبت بعد: جمعه ۷ آذر، ساعت ۰۹:۰۰ تا ۱۲:۰۰');
  });

  it('links a product to /products and a bundle to /bundles, and an item no longer sold nowhere', () => {
    const [product, bundle] = weeklyPlan().lines;
    expect(linePath(product!)).toBe('/products/12/milk-1l');
    expect(linePath(bundle!)).toBe('/bundles/12/breakfast');
    expect(linePath({ ...product!, slug: '' })).toBeNull();
  });

  it('tells the skipped day and the new next day after a skip', () => {
    const before = weeklyPlan();
    const after = weeklyPlan({ next_day: '2025-12-05' });
    expect(skipNotice(before, after)).toEqual({
      kind: 'success',
      text: 'نوبت جمعه ۷ آذر رد شد. نوبت بعد: جمعه ۱۴ آذر',
    });
  });

  it('says the round was placed already when the plan came back with a newer order', () => {
    const notice = skipNotice(
      weeklyPlan(),
      weeklyPlan({ next_day: '2025-12-05', tracking_code: '5555555555' }),
    );
    expect(notice.kind).toBe('info');
    expect(notice.text).toBe('سفارش نوبت جمعه ۷ آذر پیش از این ثبت شده بود. نوبت بعد: جمعه ۱۴ آذر');
  });
});

describe('what a failed call shows', () => {
  it('shows the envelope’s Persian message', () => {
    const error = failure(
      422,
      'PERIODIC_LINES_INVALID',
      'فقط تعداد کالاهای همین سفارش دوره‌ای را می‌توان تغییر داد.',
    );
    expect(failureMessages(error)).toEqual(['فقط تعداد کالاهای همین سفارش دوره‌ای را می‌توان تغییر داد.']);
  });

  it('shows the first message of each field of a 422', () => {
    const error = failure(422, 'VALIDATION_FAILED', { lines: ['یک', 'دو'], periodic_type: ['سه'] });
    expect(failureMessages(error)).toEqual(['یک', 'سه']);
  });

  it('speaks of the connection when no answer came, and of an error when the answer said nothing', () => {
    expect(failureMessages(new TypeError('fetch failed'))).toEqual([
      'ارتباط با سایت برقرار نشد؛ اتصال اینترنت خود را بررسی کنید.',
    ]);
    expect(failureMessages(new ApiError(502, null))).toEqual(['خطایی رخ داد، دوباره تلاش کنید']);
  });

  it('knows a plan stopped elsewhere by its code, not by any 404', () => {
    expect(isPlanGone(failure(404, 'PERIODIC_PLAN_NOT_FOUND', 'پیدا نشد'))).toBe(true);
    expect(isPlanGone(failure(404, 'ROUTE_NOT_FOUND', 'پیدا نشد'))).toBe(false);
  });
});
