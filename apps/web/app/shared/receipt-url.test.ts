import { describe, expect, it } from 'vitest';
import { receiptViewUrl } from './receipt-url.ts';

describe('a receipt’s address', () => {
  it('carries its upload time, so a replaced receipt is fetched again', () => {
    const url = '/api/v1/orders/7/receipt';
    const first = receiptViewUrl({ url, uploaded_at: '2026-11-26T08:00:00.000Z' });
    const second = receiptViewUrl({ url, uploaded_at: '2026-11-26T08:05:00.000Z' });
    expect(first).toBe(`${url}?v=${Date.UTC(2026, 10, 26, 8)}`);
    expect(second).not.toBe(first);
  });
});
