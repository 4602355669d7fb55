import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ProductCard } from '@shop/domain/catalogue/schemas';
import { toLatinDigits } from '@shop/domain/persian-digits';
import { latinKeyboardToPersian, normalizeSearchText } from '@shop/domain/search-text';
import type { Db } from '../../../db/client.ts';
import { call, getTestApp } from '../../../test/app.ts';
import { products } from '../public/tables.ts';
import { allPages } from '../test-support.ts';

let app: FastifyInstance;
let db: Db;
beforeAll(async () => {
  const context = await getTestApp();
  app = context.app;
  db = context.database.db;
});

async function search(q: string) {
  const { status, body } = await call(app, 'GET', `/api/v1/search?q=${encodeURIComponent(q)}`);
  expect(status, q).toBe(200);
  return {
    cards: body.data as ProductCard[],
    count: body.extra_data.count as number,
    corrected: body.extra_data.corrected_query,
  };
}

async function searchTexts(ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, text: products.searchText })
    .from(products)
    .where(inArray(products.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.text]));
}

/** The English-keyboard keys that type each Persian letter: latinKeyboardToPersian, inverted. */
const keyFor = new Map(
  [..."qwertyuiop[]\\asdfghjkl;'zxcvbnm,C"].map((key) => [latinKeyboardToPersian(key), key] as const),
);
function typedOnEnglishKeyboard(persian: string): string | null {
  const keys = [...persian].map((ch) => (ch === ' ' ? ' ' : keyFor.get(ch)));
  return keys.every((key) => key !== undefined) ? keys.join('') : null;
}

describe('search finds a product however its name is typed', () => {
  let product: { id: number; name: string };
  beforeAll(async () => {
    // A name with ی or ک, a ZWNJ and digits: every spelling rule has something to do.
    const [row] = await db
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(
        and(
          eq(products.isActive, true),
          sql`${products.name} ~ '[یک]' and ${products.name} ~ '[۰-۹]' and ${products.name} like ${'%\u200c%'}`,
        ),
      )
      .orderBy(products.id)
      .limit(1);
    if (!row) throw new Error('the seed has no name with ی/ک, a ZWNJ and digits');
    product = row;
  });

  it.each([
    ['as written', (name: string) => name],
    ['with Arabic ي and ك', (name: string) => name.replace(/ی/g, 'ي').replace(/ک/g, 'ك')],
    ['without its ZWNJ', (name: string) => name.replace(/\u200c/g, '')],
    ['with a space for its ZWNJ', (name: string) => name.replace(/\u200c/g, ' ')],
    ['with an extra ZWNJ', (name: string) => name.replace(/^(.)/u, '$1\u200c')],
    ['with Latin digits', (name: string) => toLatinDigits(name)],
    [
      'with Arabic-Indic digits',
      (name: string) => toLatinDigits(name).replace(/[0-9]/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)] ?? d),
    ],
  ])('%s', async (_how, spell) => {
    const q = spell(product.name);
    const { cards } = await search(q);
    expect(
      cards.map((card) => card.id),
      q,
    ).toContain(product.id);
  });

  it('with a one-letter typo in its longest word', async () => {
    const words = product.name.split(/[\s\u200c]+/).filter((word) => /^\p{L}{5,}$/u.test(word));
    const longest = words.sort((a, b) => b.length - a.length)[0];
    if (!longest) throw new Error(`no word of five letters in ${product.name}`);
    const middle = Math.floor(longest.length / 2);
    // A replacement letter that makes a word no product has, so the search must correct it.
    let typo = '';
    for (const letter of 'ظطضصثژذ') {
      const candidate = longest.slice(0, middle) + letter + longest.slice(middle + 1);
      const [hit] = await db
        .select({ id: products.id })
        .from(products)
        .where(sql`${products.searchText} like ${`%${normalizeSearchText(candidate)}%`}`)
        .limit(1);
      if (!hit) {
        typo = candidate;
        break;
      }
    }
    const q = product.name.replace(longest, typo);
    const { cards } = await search(q);
    expect(
      cards.map((card) => card.id),
      q,
    ).toContain(product.id);
  });

  it('typed on an English keyboard, answering with the Persian it searched', async () => {
    const words = product.name.split(/[\s\u200c]+/).filter((word) => typedOnEnglishKeyboard(word) !== null);
    const persian = words.slice(0, 3).join(' ');
    const latin = typedOnEnglishKeyboard(persian) ?? '';
    expect(latin).toMatch(/^[a-z;'[\],\\ C]+$/);
    const typed = await search(latin);
    const meant = await search(persian);
    expect(typed.corrected).toBe(persian);
    expect(typed.count).toBe(meant.count);
    expect(typed.cards).toEqual(meant.cards);
    const all = await allPages(app, `/api/v1/search?q=${encodeURIComponent(latin)}`);
    expect(all.map((card) => card.id)).toContain(product.id);
  });
});

describe('search matching rules', () => {
  it('"ماسط" is corrected to the catalogue\'s commoner word first: yoghurts (ماست) before masks (ماسک)', async () => {
    const { cards, count } = await search('ماسط');
    expect(count).toBeGreaterThan(0);
    const texts = await searchTexts(cards.map((card) => card.id));
    const isYoghurt = cards
      .filter((card) => card.available)
      .map((card) => texts.get(card.id)?.includes('ماست'));
    expect(isYoghurt[0]).toBe(true);
    const firstOther = isYoghurt.indexOf(false);
    if (firstOther >= 0) expect(isYoghurt.slice(firstOther).every((yoghurt) => !yoghurt)).toBe(true);
    for (const card of cards) expect(texts.get(card.id)).not.toContain('ماسط');
  });

  it('a word the catalogue has is never loosened: every result contains it', async () => {
    const cards = await allPages(app, `/api/v1/search?q=${encodeURIComponent('ماست')}`);
    const texts = await searchTexts(cards.map((card) => card.id));
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(texts.get(card.id)).toContain('ماست');
  });

  it('every word must match', async () => {
    const cards = await allPages(app, `/api/v1/search?q=${encodeURIComponent('ماست کاله')}`);
    const texts = await searchTexts(cards.map((card) => card.id));
    for (const card of cards) {
      expect(texts.get(card.id)).toContain('ماست');
      expect(texts.get(card.id)).toContain('کاله');
    }
  });

  it('relevance: a whole-word match ranks above the word inside another word (شیر, not شیرینی)', async () => {
    const { cards } = await search('شیر');
    const texts = await searchTexts(cards.map((card) => card.id));
    const whole = cards
      .filter((card) => card.available)
      .map((card) => ` ${texts.get(card.id)} `.includes(' شیر '));
    expect(whole[0]).toBe(true);
    const firstPartial = whole.indexOf(false);
    if (firstPartial >= 0) expect(whole.slice(firstPartial).every((isWhole) => !isWhole)).toBe(true);
  });

  it('a query of only short words ("شی", typed so far) matches where words start, not inside them', async () => {
    const cards = await allPages(app, `/api/v1/search?q=${encodeURIComponent('شی')}`);
    const texts = await searchTexts(cards.map((card) => card.id));
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(` ${texts.get(card.id)}`).toContain(' شی');
    const inside = await db
      .select({ id: products.id })
      .from(products)
      .where(sql`${products.searchText} like '%شی%' and ' ' || ${products.searchText} not like '% شی%'`)
      .limit(1);
    expect(inside.length, 'the seed has a word with شی inside it').toBe(1);
  });

  it('a query that matches nothing answers an empty list, not an error', async () => {
    const { cards, count, corrected } = await search('ژژژژژژژ');
    expect({ cards, count, corrected }).toEqual({ cards: [], count: 0, corrected: null });
  });

  it('a query of punctuation only is no query: the plain best-selling list', async () => {
    const { cards } = await search('؟!');
    const plain = (await call(app, 'GET', '/api/v1/search')).body.data;
    expect(cards).toEqual(plain);
  });
});
