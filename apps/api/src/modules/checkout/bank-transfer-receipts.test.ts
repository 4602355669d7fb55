import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { expectError, expectFieldError, type Answer } from '../identity/test-support.ts';
import {
  clockedShop,
  newBuyer,
  orderDetail as detailOf,
  orderOfNewProduct,
  pdfBytes,
  pngBytes,
  uploadReceipt,
  type Buyer,
  type OrderOfOptions,
} from './test-support.ts';
import { testNow } from '../../test/fixture.ts';

// A bank-transfer order's receipt (issue 20; decision 059): uploaded while the order awaits it, judged
// by its bytes, read back by its owner only.

const { app, db, clock } = await clockedShop();
afterAll(() => app.close());

const orderOf = (buyer: Buyer, options?: OrderOfOptions) => orderOfNewProduct({ app, db }, buyer, options);

describe('a bank-transfer receipt', () => {
  it('is taken while the order awaits it, holds the order, and is read back by its owner only', async () => {
    const buyer = await newBuyer(app);
    const { id } = await orderOf(buyer, { port: 3 });
    const before = await detailOf(buyer, id);
    expect(before.actions.receipt).toBe(true);
    expect(before.freeze_expired_at).not.toBeNull();
    const png = await pngBytes();
    const uploaded = await uploadReceipt(app, buyer, id, png, { name: 'رسید.png' });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    expect(uploaded.body.data.receipt).toEqual({
      url: `/api/v1/orders/${id}/receipt`,
      type: 'image/png',
      uploaded_at: testNow.toISOString(),
    });
    expect(uploaded.body.data.paid_at).toBeNull();
    expect(uploaded.body.data.freeze_expired_at).toBeNull();
    // Held for the shop to check: a day later it has not lapsed.
    clock.now = new Date(testNow.getTime() + 25 * 60 * 60_000);
    const { expireUnpaidOrders } = await import('./service/expire-orders.ts');
    const { runSweep } = await import('../../platform/sweep-runner.ts');
    await runSweep(db, expireUnpaidOrders, () => clock.now);
    clock.now = new Date(testNow);
    expect((await detailOf(buyer, id)).status).toBe(10);
    const read = await app.inject({
      method: 'GET',
      url: `/api/v1/orders/${id}/receipt`,
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect(read.headers['x-content-type-options']).toBe('nosniff');
    expect(read.headers['cache-control']).toContain('no-store');
    // Kept as decoded and written again (issue 46): the same picture, not necessarily the same bytes.
    expect(await sharp(read.rawPayload).metadata()).toMatchObject({ format: 'png', width: 4, height: 4 });
    // A second upload is the edit (_method=PUT); a plain POST again is refused.
    expectError(await uploadReceipt(app, buyer, id, png), 409, 'RECEIPT_ALREADY_UPLOADED');
    clock.now = new Date(testNow.getTime() + 60_000);
    const replaced = await uploadReceipt(app, buyer, id, pdfBytes, {
      replace: true,
      type: 'application/pdf',
    });
    clock.now = new Date(testNow);
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    // Same address, a new time: a page showing the old picture knows to fetch it again.
    expect(replaced.body.data.receipt).toMatchObject({
      url: `/api/v1/orders/${id}/receipt`,
      type: 'application/pdf',
      uploaded_at: new Date(testNow.getTime() + 60_000).toISOString(),
    });
  });

  it('is judged by its bytes: a page or a script named receipt.png is refused, as is one too large or missing', async () => {
    const buyer = await newBuyer(app);
    const { id } = await orderOf(buyer, { port: 3 });
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    expectFieldError(
      await uploadReceipt(app, buyer, id, html),
      'check',
      'رسید باید تصویر (JPG، PNG یا WebP) یا PDF باشد.',
    );
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expectFieldError(await uploadReceipt(app, buyer, id, svg, { type: 'image/svg+xml' }), 'check');
    const large = Buffer.concat([await pngBytes(), Buffer.alloc(5 * 1024 * 1024)]);
    expectFieldError(
      await uploadReceipt(app, buyer, id, large),
      'check',
      'حجم فایل رسید باید حداکثر ۵ مگابایت باشد.',
    );
    expectFieldError(await uploadReceipt(app, buyer, id, await pngBytes(), { field: 'other' }), 'check');
    const json = await buyer.as('POST', `/orders/${id}/receipt`, { check: 'x' });
    expectError(json, 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect((await detailOf(buyer, id)).receipt).toBeNull();
  });

  it('is refused for an order not paid by bank transfer, or no longer awaiting payment', async () => {
    const buyer = await newBuyer(app);
    const online = await orderOf(buyer, { port: 6 });
    expectError(await uploadReceipt(app, buyer, online.id, await pngBytes()), 400, 'RECEIPT_NOT_ALLOWED');
    const transfer = await orderOf(buyer, { port: 3 });
    await buyer.as('POST', `/orders/${transfer.id}/cancel`);
    expectError(await uploadReceipt(app, buyer, transfer.id, await pngBytes()), 400, 'RECEIPT_NOT_ALLOWED');
    const none = await app.inject({
      method: 'GET',
      url: `/api/v1/orders/${transfer.id}/receipt`,
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    expect(none.statusCode).toBe(404);
  });
});

describe('a broken upload (issue 46, item 23)', () => {
  const persian = /[\u0600-\u06FF]/;
  /** A raw body with the given content type, as a hostile client sends it. */
  const post = async (buyer: Buyer, orderId: number, contentType: string, payload: string) => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/v1/orders/${orderId}/receipt`,
      headers: { authorization: `Bearer ${buyer.token}`, 'content-type': contentType },
      payload,
    });
    return { status: response.statusCode, body: response.json() } as Answer;
  };
  const part = (headers: string, body: string) => `--b0undary\r\n${headers}\r\n\r\n${body}`;
  const fileHeaders =
    'Content-Disposition: form-data; name="check"; filename="r.png"\r\nContent-Type: image/png';
  const broken: { name: string; type: string; body: string }[] = [
    {
      name: 'cut off mid-file',
      type: 'multipart/form-data; boundary=b0undary',
      body: part(fileHeaders, '\x89PNG'),
    },
    { name: 'without a boundary', type: 'multipart/form-data', body: part(fileHeaders, 'x') },
    {
      name: 'with a part header that is not one',
      type: 'multipart/form-data; boundary=b0undary',
      body: `${part('no colon here', 'x')}\r\n--b0undary--\r\n`,
    },
    {
      name: 'with a part header past the limit',
      type: 'multipart/form-data; boundary=b0undary',
      body: `${part(`X-Long: ${'a'.repeat(100_000)}`, 'x')}\r\n--b0undary--\r\n`,
    },
    { name: 'only the opening boundary', type: 'multipart/form-data; boundary=b0undary', body: '--b0undary' },
  ];

  it.each(broken)('is a Persian 4xx when $name, and nothing is kept', async ({ type, body }) => {
    const buyer = await newBuyer(app);
    const { id } = await orderOf(buyer, { port: 3 });
    const answer = await post(buyer, id, type, body);
    expect(answer.status, JSON.stringify(answer.body)).toBeGreaterThanOrEqual(400);
    expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
    expect(JSON.stringify(answer.body.message)).toMatch(persian);
    expect((await detailOf(buyer, id)).receipt).toBeNull();
  });

  it("looks the order up before reading the body: another's or a missing order is 404 whatever is sent", async () => {
    const owner = await newBuyer(app);
    const { id } = await orderOf(owner, { port: 3 });
    const stranger = await newBuyer(app);
    for (const { type, body } of broken) {
      expectError(await post(stranger, id, type, body), 404, 'ORDER_NOT_FOUND');
      expectError(await post(stranger, 2_000_000_000, type, body), 404, 'ORDER_NOT_FOUND');
    }
    // A well-formed receipt to someone else's order is refused the same way, and not stored.
    expectError(await uploadReceipt(app, stranger, id, await pngBytes()), 404, 'ORDER_NOT_FOUND');
    expect((await detailOf(owner, id)).receipt).toBeNull();
  });
});

describe('a receipt served back (issue 46, item 25)', () => {
  const read = (buyer: Buyer, id: number) =>
    app.inject({
      method: 'GET',
      url: `/api/v1/orders/${id}/receipt`,
      headers: { authorization: `Bearer ${buyer.token}` },
    });
  const html = '<html><body><script>alert(document.cookie)</script></body></html>';

  it('is a picture decoded and written again: a JPEG with a page after its end loses the page', async () => {
    const buyer = await newBuyer(app);
    const { id } = await orderOf(buyer, { port: 3 });
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } })
      .jpeg()
      .toBuffer();
    const polyglot = Buffer.concat([jpeg, Buffer.from(html)]);
    const uploaded = await uploadReceipt(app, buyer, id, polyglot, { name: 'r.jpg', type: 'image/jpeg' });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    expect(uploaded.body.data.receipt.type).toBe('image/jpeg');
    const served = await read(buyer, id);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const bytes = served.rawPayload;
    expect(bytes.includes(Buffer.from('<script'))).toBe(false);
    expect(bytes.includes(Buffer.from('<html'))).toBe(false);
    // It ends where a JPEG ends (EOI), and is the same picture.
    expect(bytes.subarray(-2).toString('hex')).toBe('ffd9');
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width: 40, height: 30 });
    expect(served.headers['content-disposition']).toMatch(/^inline; /);
  });

  it('refuses a picture that only starts like one', async () => {
    const buyer = await newBuyer(app);
    const { id } = await orderOf(buyer, { port: 3 });
    const fake = Buffer.concat([Buffer.from('ffd8ffe000104a464946', 'hex'), Buffer.from(html)]);
    expectFieldError(await uploadReceipt(app, buyer, id, fake, { type: 'image/jpeg' }), 'check');
    expect((await detailOf(buyer, id)).receipt).toBeNull();
  });

  it('sends a PDF as a download, and every receipt with its own sandbox policy alone', async () => {
    const buyer = await newBuyer(app);
    const { id } = await orderOf(buyer, { port: 3 });
    const scripted = Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/OpenAction<</S/JavaScript/JS(app.alert(1))>>>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    );
    const uploaded = await uploadReceipt(app, buyer, id, scripted, {
      name: 'r.pdf',
      type: 'application/pdf',
    });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    const served = await read(buyer, id);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toMatch(/^attachment; filename="receipt-[^"]+\.pdf"$/);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    // Exactly one policy, the receipt's: the API scope's must not replace it or join it.
    // (two headers of one name would come back as an array).
    expect(typeof served.headers['content-security-policy']).toBe('string');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });
});
