import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewMessages as m } from '@shop/domain/reviews/messages';
import { call } from '../../test/app.ts';
import { send } from '../identity/test-support.ts';
import { commenter, moderate, reviewsApp, someRecords } from './test-support.ts';

// Comments and ratings (issue 21; decision 062): posting, validation, moderation and the product
// card's rating. Each test posts texts of its own, so reruns on one PostgreSQL database agree.

let app: FastifyInstance;
let productId: number;
let bundleId: number;
beforeAll(async () => {
  app = await reviewsApp();
  ({ productId, bundleId } = await someRecords(randomInt(0, 5)));
});
afterAll(async () => {
  await app.close();
});

const text = (words = 'کیفیت خوبی داشت') => `${words} ${randomInt(0, 1_000_000_000)}`;
const listOf = (name: 'product' | 'bundle', id: number, page = 1) =>
  call(app, 'GET', `/api/v1/comments?record_name=${name}&record_id=${id}&page=${page}`);
const productRating = async (id: number) =>
  (await call(app, 'GET', `/api/v1/products/${id}`)).body.data.rating;
const bundleRating = async (id: number) => (await call(app, 'GET', `/api/v1/bundles/${id}`)).body.data.rating;

describe('POST /api/v1/comments', () => {
  it('refuses a visitor without a session with 401, before reading the body', async () => {
    const answer = await send(app, 'POST', '/comments', { body: { body: '' } });
    expect(answer.status).toBe(401);
    expect(answer.body.extra_data.error).toBe('UNAUTHENTICATED');
  });

  it('keeps a comment pending, answers 201 with the spec’s sentence, and does not list it', async () => {
    const customer = await commenter(app);
    const body = text();
    const answer = await customer.post({ record_name: 'product', record_id: productId, body, rating: 4 });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ status: true, code: 201, message: m.posted });
    expect(answer.body.data.status).toBe('pending');
    const list = await listOf('product', productId);
    expect(list.body.data.map((comment: { body: string }) => comment.body)).not.toContain(body);
  });

  it.each([
    [{ body: undefined }, 'body', m.bodyRequired],
    [{ body: '  ' }, 'body', m.bodyRequired],
    [{ body: 'خب' }, 'body', m.bodyShort],
    [{ body: 'ب'.repeat(1001) }, 'body', m.bodyLong],
    [{ body: 'عالی بود <img src=x onerror=alert(1)>' }, 'body', m.htmlNotAllowed],
    [{ name: 'ن'.repeat(61) }, 'name', m.nameTooLong],
    [{ rating: 0 }, 'rating', m.ratingInvalid],
    [{ rating: 6 }, 'rating', m.ratingInvalid],
    [{ rating: 'پنج' }, 'rating', m.ratingInvalid],
    [{ record_name: 'order' }, 'record_name', m.recordInvalid],
  ])('refuses %j with 422 and the field’s Persian message', async (change, field, message) => {
    const customer = await commenter(app);
    const valid = { record_name: 'product', record_id: productId, body: text(), rating: 5 };
    const answer = await customer.post({ ...valid, ...change });
    expect(answer.status).toBe(422);
    expect(answer.body.message[field]).toEqual([message]);
  });

  it('takes the spec’s own body, {record_id, record_name, name, body}, with no rating', async () => {
    const customer = await commenter(app);
    const answer = await customer.post({
      record_id: productId,
      record_name: 'product',
      name: 'نرگس',
      body: text('بدون امتیاز هم می‌شود نوشت'),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toMatchObject({ status: true, code: 201, message: m.posted });
    expect(answer.body.data.status).toBe('pending');
  });

  it('answers 404 in Persian for a product or bundle that does not exist', async () => {
    const customer = await commenter(app);
    for (const record_name of ['product', 'bundle']) {
      const answer = await customer.post({ record_name, record_id: 2_147_483_000, body: text(), rating: 3 });
      expect(answer.status).toBe(404);
      expect(answer.body.extra_data.error).toBe('COMMENT_RECORD_NOT_FOUND');
      expect(answer.body.message).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('takes the same text twice as one comment, and limits a customer to five an hour', async () => {
    const customer = await commenter(app);
    const first = { record_name: 'product', record_id: productId, body: text(), rating: 2 };
    const once = await customer.post(first);
    const twice = await customer.post(first);
    expect(twice.status).toBe(201);
    expect(twice.body.data.id).toBe(once.body.data.id);
    for (let i = 0; i < 4; i += 1) {
      expect((await customer.post({ ...first, body: text() })).status).toBe(201);
    }
    const sixth = await customer.post({ ...first, body: text() });
    expect(sixth.status).toBe(429);
    expect(sixth.body.extra_data.error).toBe('RATE_LIMITED');
    expect(sixth.body.message).toMatch(/[\u0600-\u06FF]/);
    // Another customer is not held back by the first one's flood.
    expect((await (await commenter(app)).post({ ...first, body: text() })).status).toBe(201);
  });
  it('stores one comment when the same text arrives three times at once (PostgreSQL races it)', async () => {
    const customer = await commenter(app);
    const comment = { record_name: 'product', record_id: productId, body: text(), rating: 4 };
    const answers = await Promise.all([
      customer.post(comment),
      customer.post(comment),
      customer.post(comment),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.body.data.id)).size).toBe(1);
  });
});

describe('moderation (PUT /api/v1/dev/comments/{id}) and GET /api/v1/comments', () => {
  it('lists an approved comment with its name and rating and moves the product card’s count and average', async () => {
    const before = await productRating(productId);
    const customer = await commenter(app);
    const body = text('بسته‌بندی سالم رسید');
    const posted = await customer.post({
      record_name: 'product',
      record_id: productId,
      body,
      rating: 5,
      name: 'مینا',
    });
    expect((await moderate(app, posted.body.data.id, 'approved')).status).toBe(200);

    const list = await listOf('product', productId);
    expect(list.status).toBe(200);
    const mine = list.body.data.find((comment: { body: string }) => comment.body === body);
    expect(mine).toMatchObject({ name: 'مینا', rating: 5 });
    expect(Date.parse(mine.created_at)).not.toBeNaN();
    const after = await productRating(productId);
    expect(after.count).toBe((before?.count ?? 0) + 1);
    expect(list.body.extra_data.rating).toEqual(after);
    expect(list.body.extra_data.count).toBe(after.count);

    // Rejected afterwards: off the list, and the card counts one fewer.
    expect((await moderate(app, posted.body.data.id, 'rejected')).status).toBe(200);
    const relisted = await listOf('product', productId);
    expect(relisted.body.data.map((comment: { body: string }) => comment.body)).not.toContain(body);
    expect((await productRating(productId))?.count ?? 0).toBe(before?.count ?? 0);
  });

  it('lists a comment without a rating, and leaves it out of the average (never a 0)', async () => {
    const before = await productRating(productId);
    const beforeList = await listOf('product', productId);
    const rated = await (
      await commenter(app)
    ).post({
      record_name: 'product',
      record_id: productId,
      body: text(),
      rating: 4,
    });
    const body = text('نظر بدون ستاره');
    const unrated = await (
      await commenter(app)
    ).post({
      record_id: productId,
      record_name: 'product',
      name: '',
      body,
    });
    for (const posted of [rated, unrated]) {
      expect((await moderate(app, posted.body.data.id, 'approved')).status).toBe(200);
    }
    const list = await listOf('product', productId);
    expect(list.body.data.find((comment: { body: string }) => comment.body === body)).toMatchObject({
      rating: null,
      name: m.anonymousName,
    });
    // Two more comments, one more rating: the unrated one moves the comments' count only.
    expect(list.body.extra_data.count).toBe(beforeList.body.extra_data.count + 2);
    const after = await productRating(productId);
    const count = (before?.count ?? 0) + 1;
    const total = (before ? before.average * before.count : 0) + 4;
    expect(after.count).toBe(count);
    expect(after.average).toBeCloseTo(total / count, 0);
    expect(list.body.extra_data.rating).toEqual(after);
    for (const posted of [rated, unrated]) await moderate(app, posted.body.data.id, 'rejected');
    expect((await productRating(productId))?.count ?? 0).toBe(before?.count ?? 0);
  });

  it('moves a bundle’s count and average on its page and its card in the list', async () => {
    const before = await bundleRating(bundleId);
    const customer = await commenter(app);
    const posted = await customer.post({
      record_name: 'bundle',
      record_id: bundleId,
      body: text(),
      rating: 2,
    });
    expect(await bundleRating(bundleId)).toEqual(before);
    expect((await moderate(app, posted.body.data.id, 'approved')).status).toBe(200);
    const after = await bundleRating(bundleId);
    expect(after.count).toBe((before?.count ?? 0) + 1);
    // The card says what the comments say.
    expect((await listOf('bundle', bundleId)).body.extra_data.rating).toEqual(after);
    const list = await call(app, 'GET', '/api/v1/bundles');
    const card = list.body.data.find((bundle: { id: number }) => bundle.id === bundleId);
    expect(card.rating).toEqual(after);
    await moderate(app, posted.body.data.id, 'rejected');
    expect((await bundleRating(bundleId))?.count ?? 0).toBe(before?.count ?? 0);
  });

  it('shows «کاربر سبدینو» for a comment without a name, and a rejected comment never', async () => {
    const customer = await commenter(app);
    const kept = text();
    const dropped = text();
    const a = await customer.post({ record_name: 'bundle', record_id: bundleId, body: kept, rating: 3 });
    const b = await customer.post({ record_name: 'bundle', record_id: bundleId, body: dropped, rating: 1 });
    await moderate(app, a.body.data.id, 'approved');
    await moderate(app, b.body.data.id, 'rejected');
    const bodies = (await listOf('bundle', bundleId)).body.data;
    expect(bodies.find((comment: { body: string }) => comment.body === kept)?.name).toBe(m.anonymousName);
    expect(bodies.map((comment: { body: string }) => comment.body)).not.toContain(dropped);
  });

  it('pages ten at a time, newest first', async () => {
    const posted: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const customer = await commenter(app);
      for (let j = 0; j < 4; j += 1) {
        const body = text(`دیدگاه ${i}-${j}`);
        const answer = await customer.post({ record_name: 'bundle', record_id: bundleId, body, rating: 4 });
        await moderate(app, answer.body.data.id, 'approved');
        posted.push(body);
      }
    }
    const first = await listOf('bundle', bundleId, 1);
    const second = await listOf('bundle', bundleId, 2);
    expect(first.body.data).toHaveLength(10);
    expect(first.body.extra_data).toMatchObject({ page: 1, per_page: 10 });
    expect(first.body.extra_data.count).toBeGreaterThanOrEqual(12);
    const ids = [...first.body.data, ...second.body.data].map((comment: { id: number }) => comment.id);
    expect(new Set(ids).size).toBe(ids.length);
    const times = [...first.body.data, ...second.body.data].map((comment: { created_at: string }) =>
      Date.parse(comment.created_at),
    );
    expect(times).toEqual([...times].sort((x, y) => y - x));
  });

  it('answers 404 for an unknown record or comment, and 422 for a bad query, never 5xx', async () => {
    expect((await listOf('product', 2_147_483_000)).status).toBe(404);
    for (const query of [
      'record_name=order&record_id=1',
      'record_name=product&record_id=x',
      'record_name=product&record_id=1&page=0',
      '',
    ]) {
      expect((await call(app, 'GET', `/api/v1/comments?${query}`)).status, query).toBe(422);
    }
    const missing = await moderate(app, 2_147_483_000, 'approved');
    expect(missing.status).toBe(404);
    expect(missing.body.extra_data.error).toBe('COMMENT_NOT_FOUND');
  });
});
