import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contactSubjectOther } from '@shop/domain/content/pages';
import { validationMessages as m } from '@shop/domain/validation-messages';
import type { DatabaseHandle } from '../../db/client.ts';
import { call, getTestApp } from '../../test/app.ts';
import { contactLimit } from './site-pages.ts';
import { contactMessages, faqCategories, faqs, sitePages } from './tables.ts';

// The shop's own pages, the FAQ and the contact form (issue 21; decision 061). On PostgreSQL every
// API file shares one database: each test writes rows of its own and reads only those.

let app: FastifyInstance;
let database: DatabaseHandle;
beforeAll(async () => {
  ({ app, database } = await getTestApp());
});

const unique = () => `t${randomInt(0, 1_000_000_000)}`;
const hostile =
  '<p onclick="steal()">سلام<script>alert(1)</script></p><a href="javascript:alert(1)">پیوند</a><img src=x onerror=alert(1)><iframe src="https://evil.example"></iframe>';

function expectSafe(html: string) {
  expect(html).toContain('سلام');
  for (const bad of ['<script', 'onclick', 'javascript:', 'onerror', '<iframe', '<img']) {
    expect(html).not.toContain(bad);
  }
}

describe('GET /api/v1/pages/{slug}', () => {
  it('serves the demo shop’s about-us, terms and privacy pages with titles and descriptions', async () => {
    for (const [slug, title] of [
      ['about-us', 'درباره سبدینو'],
      ['terms', 'قوانین و مقررات'],
      ['privacy', 'حریم خصوصی'],
    ]) {
      const { status, body } = await call(app, 'GET', `/api/v1/pages/${slug}`);
      expect(status, slug).toBe(200);
      expect(body.data).toMatchObject({ slug, title });
      expect(body.data.description.length).toBeGreaterThan(40);
      expect(body.data.body).toContain('<h2>');
    }
  });

  it('sanitises a page’s HTML when serving it, whatever was stored', async () => {
    const slug = unique();
    await database.db.insert(sitePages).values({ slug, title: 'آزمایش', body: hostile });
    const { status, body } = await call(app, 'GET', `/api/v1/pages/${slug}`);
    expect(status).toBe(200);
    expectSafe(body.data.body);
  });

  it('answers 404 in Persian for an unknown or hidden page, and never 5xx for a strange slug', async () => {
    const slug = unique();
    await database.db.insert(sitePages).values({ slug, title: 'پنهان', body: '<p>x</p>', isActive: false });
    for (const path of [slug, 'no-such-page']) {
      const { status, body } = await call(app, 'GET', `/api/v1/pages/${path}`);
      expect(status).toBe(404);
      expect(body.extra_data.error).toBe('PAGE_NOT_FOUND');
      expect(body.message).toBe('این صفحه وجود ندارد.');
    }
    for (const path of ['%00', 'x'.repeat(101), "'%20or%201=1--", '%D9%82%D9%88%D8%A7%D9%86%DB%8C%D9%86']) {
      const { status } = await call(app, 'GET', `/api/v1/pages/${path}`);
      expect([400, 404, 422], path).toContain(status);
    }
  });
});

describe('the FAQ', () => {
  it('lists the categories in order, and every question with its category, sanitised', async () => {
    const categories = (await call(app, 'GET', '/api/v1/faq-categories')).body.data as {
      id: number;
      name: string;
    }[];
    expect(categories.map((category) => category.name).slice(0, 2)).toEqual(['ثبت و پیگیری سفارش', 'ارسال']);
    const all = (await call(app, 'GET', '/api/v1/faqs')).body.data as {
      id: number;
      answer: string;
      category: { id: number };
    }[];
    expect(all.length).toBeGreaterThanOrEqual(13);
    const first = categories[0];
    expect(all[0]?.category.id).toBe(first?.id);
    const own = (await call(app, 'GET', `/api/v1/faqs?category=${first?.id}`)).body.data as typeof all;
    expect(own.length).toBe(4);
    expect(own.every((faq) => faq.category.id === first?.id)).toBe(true);
  });

  it('reads the category in Persian digits, refuses a non-number, and leaves out empty or hidden ones', async () => {
    const [empty] = await database.db
      .insert(faqCategories)
      .values({ name: `خالی ${unique()}`, position: 99 })
      .returning();
    const [hidden] = await database.db
      .insert(faqCategories)
      .values({ name: `پنهان ${unique()}`, position: 98, isActive: false })
      .returning();
    const [shown] = await database.db
      .insert(faqCategories)
      .values({ name: `آزمایشی ${unique()}`, position: 97 })
      .returning();
    if (!empty || !hidden || !shown) throw new Error('no category');
    await database.db.insert(faqs).values([
      { categoryId: hidden.id, question: 'پرسش پنهان؟', answer: '<p>x</p>' },
      { categoryId: shown.id, question: 'پرسش؟', answer: hostile },
      { categoryId: shown.id, question: 'پرسش خاموش؟', answer: '<p>y</p>', isActive: false },
    ]);
    const names = ((await call(app, 'GET', '/api/v1/faq-categories')).body.data as { id: number }[]).map(
      (category) => category.id,
    );
    expect(names).toContain(shown.id);
    expect(names).not.toContain(empty.id);
    expect(names).not.toContain(hidden.id);

    const persianId = String(shown.id).replace(/\d/g, (digit) => '۰۱۲۳۴۵۶۷۸۹'[Number(digit)] ?? digit);
    const own = await call(app, 'GET', `/api/v1/faqs?category=${encodeURIComponent(persianId)}`);
    expect(own.status).toBe(200);
    expect(own.body.data).toHaveLength(1);
    expectSafe(own.body.data[0].answer);
    expect((await call(app, 'GET', `/api/v1/faqs?category=${hidden.id}`)).body.data).toEqual([]);
    expect((await call(app, 'GET', '/api/v1/faqs?category=abc')).status).toBe(422);
    expect((await call(app, 'GET', '/api/v1/faqs?category=99999999999')).status).toBe(422);
  });
});

describe('POST /api/v1/contact', () => {
  const message = {
    first_name: 'زهرا',
    last_name: 'کاظمی',
    email: 'Zahra@Example.com',
    type: 4,
    subject: 10,
    mobile_number: '۰۹۱۲۳۴۵۶۷۸۹',
    description: '  سفارش دیروزم هنوز نرسیده است؛ لطفاً پیگیری کنید.  ',
    _method: 'POST',
  };
  const from = (ip: string, body: unknown) =>
    app.inject({ method: 'POST', url: '/api/v1/contact', remoteAddress: ip, payload: body as object });
  const newIp = () => `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

  it('keeps the message for staff: the number as +98, the e-mail in lower case, the text trimmed', async () => {
    const ip = newIp();
    const description = `${message.description} ${unique()}`;
    const answer = await from(ip, { ...message, description });
    expect(answer.statusCode).toBe(200);
    const [row] = await database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.description, description.trim()));
    expect(row).toMatchObject({
      subject: 10,
      type: 4,
      firstName: 'زهرا',
      lastName: 'کاظمی',
      email: 'zahra@example.com',
      mobile: '+989123456789',
      network: ip,
      handledAt: null,
    });
  });

  it('takes the spec’s own body (no subject) and files it under «سایر»', async () => {
    const description = `سؤالی درباره ارسال به کرج دارم ${unique()}`;
    const spec = {
      first_name: 'زهرا',
      last_name: 'کاظمی',
      email: 'zahra@example.com',
      type: 4,
      mobile_number: '09123456789',
      description,
      _method: 'POST',
    };
    const answer = await from(newIp(), spec);
    expect(answer.statusCode, answer.body).toBe(200);
    const [row] = await database.db
      .select({ subject: contactMessages.subject, type: contactMessages.type })
      .from(contactMessages)
      .where(eq(contactMessages.description, description));
    expect(row).toEqual({ subject: contactSubjectOther, type: 4 });
  });

  it.each([
    [{ subject: 60 }, 'subject', m.contactSubjectInvalid],
    [{ description: '   ' }, 'description', m.contactTextRequired],
    [{ description: 'کوتاه' }, 'description', m.contactTextShort],
    [{ description: 'ب'.repeat(2001) }, 'description', m.textTooLong],
    [{ first_name: 'Zahra' }, 'first_name', m.switchKeyboardToPersian],
    [{ last_name: '' }, 'last_name', m.lastNameRequired],
    [{ mobile_number: '12345' }, 'mobile_number', undefined],
    [{ email: 'not-mail' }, 'email', m.emailInvalid],
    [{ type: 5 }, 'type', undefined],
    [{ extra: 'x' }, undefined, undefined],
  ])('refuses %j with a Persian 422', async (change, field, text) => {
    const answer = await from(newIp(), { ...message, ...change });
    expect(answer.statusCode).toBe(422);
    const body = answer.json();
    if (field) {
      expect(Object.keys(body.message)).toContain(field);
      if (text) expect(body.message[field][0]).toBe(text);
    }
  });

  it(`takes ${contactLimit.max} messages an hour from one address, then says how long to wait`, async () => {
    const ip = newIp();
    for (let n = 0; n < contactLimit.max; n++) expect((await from(ip, message)).statusCode).toBe(200);
    const refused = await from(ip, message);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().extra_data.error).toBe('RATE_LIMITED');
    expect(refused.json().message).toMatch(/دقیقه|ساعت/);
    expect((await from(newIp(), message)).statusCode).toBe(200);
  });
});
