import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { ProductCard } from '@shop/domain/catalogue/schemas';
import { call, getTestApp } from '../../../test/app.ts';

// A search that finds nothing as typed and answers for other words says which (issue 21: a
// corrected typo used to be silent, and an English-layout query with a typo named the uncorrected
// reading, not the words searched).

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await getTestApp());
});

async function search(q: string, more = '') {
  const { status, body } = await call(app, 'GET', `/api/v1/search?q=${encodeURIComponent(q)}${more}`);
  expect(status, q).toBe(200);
  return {
    cards: body.data as ProductCard[],
    count: body.extra_data.count as number,
    corrected: body.extra_data.corrected_query as string | null,
    because: body.extra_data.corrected_because as string | null,
  };
}

async function suggest(q: string) {
  const { body } = await call(app, 'GET', `/api/v1/search/suggest?q=${encodeURIComponent(q)}`);
  return { corrected: body.extra_data.corrected_query, because: body.extra_data.corrected_because };
}

describe('the corrected query of a search', () => {
  it('names the correction of a misspelt word («ماصت» → «ماست») and says it was spelling', async () => {
    expect((await search('ماصت')).count).toBeGreaterThan(0);
    expect(await search('ماصت')).toMatchObject({ corrected: 'ماست', because: 'spelling' });
    expect(await suggest('ماصت')).toEqual({ corrected: 'ماست', because: 'spelling' });
  });

  it('is null when the query is spelt right', async () => {
    expect(await search('ماست')).toMatchObject({ corrected: null, because: null });
    expect(await suggest('ماست')).toEqual({ corrected: null, because: null });
  });

  it('keeps the words spelt right as typed and replaces only the misspelt one', async () => {
    const { cards } = await search('ماست');
    const other = cards[0]?.name.split(/\s+/).find((word) => word !== 'ماست' && /^\p{L}{3,}$/u.test(word));
    expect(other).toBeDefined();
    const typed = await search(`ماصت ${other}`);
    expect(typed).toMatchObject({ corrected: `ماست ${other}`, because: 'spelling' });
    expect(typed.count).toBeGreaterThan(0);
  });

  it('names the Persian reading of an English-layout query, with its typo corrected', async () => {
    expect(await search('lhsj')).toMatchObject({ corrected: 'ماست', because: 'keyboard_layout' });
    // "lhwj" reads «ماصت»: the words searched are «ماست», and that is what is named.
    expect((await search('ماصت')).corrected).toBe('ماست');
    expect(await search('lhwj')).toMatchObject({ corrected: 'ماست', because: 'keyboard_layout' });
    expect(await suggest('lhwj')).toEqual({ corrected: 'ماست', because: 'keyboard_layout' });
  });

  it('of an ambiguous slip names the correction matching most products under the filters, listed first', async () => {
    // «ماسط» is one slip from both ماست and ماسک.
    const yoghurts = (await search('ماست')).count;
    const masks = await search('ماسک');
    expect(masks.count).toBeGreaterThan(0);
    const commoner = yoghurts >= masks.count ? 'ماست' : 'ماسک';
    expect((await search('ماسط')).corrected).toBe(commoner);
    // Within a brand of masks only, the slip means ماسک, and the list starts with masks.
    const brand = masks.cards[0]?.brand.id;
    expect((await search('ماست', `&brand=${brand}`)).count).toBe(0);
    const inBrand = await search('ماسط', `&brand=${brand}`);
    expect(inBrand).toMatchObject({ corrected: 'ماسک', because: 'spelling' });
    expect(inBrand.cards[0]?.name).toContain('ماسک');
  });
});
