import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { LandingSchema } from '@shop/domain/content/landings';
import type { DatabaseHandle } from '../../db/client.ts';
import { products } from '../catalogue/public/tables.ts';
import { call, getTestApp } from '../../test/app.ts';
import { testNow } from '../../test/fixture.ts';
import { landingBlocks, landings } from './tables.ts';

// Landing pages (issue 21; decision 064). On PostgreSQL every API file shares one database: each
// test writes a landing of its own and reads only that one.

let app: FastifyInstance;
let database: DatabaseHandle;
beforeAll(async () => {
  ({ app, database } = await getTestApp());
});

const unique = () => `landing-${randomInt(0, 1_000_000_000)}`;

async function landingWith(
  blocks: { type: (typeof landingBlocks.$inferInsert)['type']; configs: unknown; border?: boolean }[],
  extra: Partial<typeof landings.$inferInsert> = {},
): Promise<string> {
  const slug = unique();
  const [row] = await database.db
    .insert(landings)
    .values({ slug, title: 'کمپین آزمایشی', description: 'توضیح', ...extra })
    .returning({ id: landings.id });
  if (blocks.length === 0) return slug;
  await database.db
    .insert(landingBlocks)
    .values(blocks.map((block, position) => ({ ...block, landingId: row?.id ?? 0, position })));
  return slug;
}

async function productIds(count: number): Promise<number[]> {
  const rows = await database.db.select({ id: products.id }).from(products).limit(count);
  return rows.map((row) => row.id);
}

describe('GET /api/v1/landings/{slug}', () => {
  it('serves the demo Yalda landing with every kind of block, in order and as its contract says', async () => {
    const { status, body } = await call(app, 'GET', '/api/v1/landings/yalda');
    expect(status).toBe(200);
    const landing = LandingSchema.parse(body.data);
    expect(landing.title).toBe('جشنواره شب یلدا');
    expect(landing.description.length).toBeGreaterThan(50);
    expect(landing.items.map((item) => item.type_en)).toEqual([
      'slider',
      'media',
      'shelf_product',
      'banner',
      'media',
      'shelf_bundle',
      'shelf_product',
    ]);
    const [slider, media, shelf, , reversed, bundles] = landing.items;
    if (slider?.type_en !== 'slider') throw new Error('slider first');
    expect(slider.configs[0]).toMatchObject({ alt: 'بلندترین شب سال، کنار هم' });
    expect(slider.configs[0]?.link).toMatch(/^\/bundles\/\d+\//);
    expect(slider.configs[0]?.mobile_url).not.toBe(slider.configs[0]?.url);
    expect(media).toMatchObject({ type_en: 'media', border: true, configs: { reverse: false } });
    expect(reversed).toMatchObject({ type_en: 'media', configs: { reverse: true } });
    if (shelf?.type_en !== 'shelf_product') throw new Error('a product shelf third');
    expect(shelf.configs.objects.length).toBeGreaterThan(0);
    if (bundles?.type_en !== 'shelf_bundle') throw new Error('a bundle shelf sixth');
    expect(bundles.configs.objects.map((bundle) => bundle.name)).toContain('سبد شب یلدا');
  });

  it('serves a shelf’s products as cards in the order staff put them, unknown ids dropped', async () => {
    const [a, b, c] = await productIds(3);
    const slug = await landingWith([
      { type: 'shelf_product', configs: { title: 'قفسه', ids: [c, 999_999_999, a, b] } },
    ]);
    const { body } = await call(app, 'GET', `/api/v1/landings/${slug}`);
    expect(body.data.items[0].configs.objects.map((card: { id: number }) => card.id)).toEqual([c, a, b]);
  });

  it('sanitises a media block’s HTML and refuses links and pictures that are not paths or http(s)', async () => {
    const slug = await landingWith([
      {
        type: 'media',
        configs: { body: '<p onclick="x()">سلام<script>alert(1)</script></p>', url: '/a.png', reverse: true },
      },
      { type: 'banner', configs: [{ url: '/b.png', link: 'javascript:alert(1)', alt: 'بد' }] },
      { type: 'slider', configs: [{ url: '//evil.example/x.png', link: '/x', alt: 'بد' }] },
      { type: 'banner', configs: [{ url: '/ok.png', link: 'https://example.com/p', alt: 'خوب' }] },
    ]);
    const { status, body } = await call(app, 'GET', `/api/v1/landings/${slug}`);
    expect(status).toBe(200);
    expect(body.data.items).toHaveLength(2);
    const [media, banner] = body.data.items;
    expect(media.configs.body).toContain('سلام');
    expect(media.configs.body).not.toMatch(/script|onclick/);
    expect(media.configs).toMatchObject({ url: '/a.png', alt: '', reverse: true });
    expect(banner.configs).toEqual([
      { id: 1, url: '/ok.png', mobile_url: '/ok.png', link: 'https://example.com/p', alt: 'خوب' },
    ]);
  });

  it('leaves out a block that does not read and a shelf with nothing to show, never answering 5xx', async () => {
    const [a] = await productIds(1);
    const slug = await landingWith([
      { type: 'banner', configs: { not: 'a list' } },
      { type: 'media', configs: 'text' },
      { type: 'shelf_product', configs: { title: 'خالی', ids: [999_999_998] } },
      { type: 'shelf_bundle', configs: { title: 'بی‌شناسه', ids: [] } },
      { type: 'shelf_product', configs: { title: 'پر', ids: [a] } },
    ]);
    const { status, body } = await call(app, 'GET', `/api/v1/landings/${slug}`);
    expect(status).toBe(200);
    expect(body.data.items.map((item: { configs: { title?: string } }) => item.configs.title)).toEqual([
      'پر',
    ]);
  });

  it('answers 404 in Persian for an unknown, switched-off or ended landing', async () => {
    const hidden = await landingWith([], { isActive: false });
    const ended = await landingWith([], { endsAt: new Date(testNow.getTime() - 60_000) });
    const running = await landingWith([], { endsAt: new Date(testNow.getTime() + 86_400_000) });
    for (const slug of [hidden, ended, 'no-such-landing']) {
      const { status, body } = await call(app, 'GET', `/api/v1/landings/${slug}`);
      expect(status, slug).toBe(404);
      expect(body.extra_data.error).toBe('LANDING_NOT_FOUND');
      expect(body.message).toBe('این صفحه وجود ندارد یا زمان آن به پایان رسیده است.');
    }
    expect((await call(app, 'GET', `/api/v1/landings/${running}`)).status).toBe(200);
    for (const path of ['%00', 'x'.repeat(101), "'%20or%201=1--"]) {
      expect([400, 404, 422], path).toContain((await call(app, 'GET', `/api/v1/landings/${path}`)).status);
    }
  });
});
