import { describe, expect, it } from 'vitest';
import type { TextMatch } from '../queries/text-search.ts';
import { ProductTextIndex, type IndexedProduct } from './product-text-index.ts';

// The index is changed in place as the catalogue changes (a sale, a product selling out, a new
// name): after any run of changes it must answer exactly as one built afresh from the same rows.

function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const words = ['شیر', 'شیرین', 'سرشیر', 'ماست', 'ماسک', 'پنیر', 'کاله', 'مدل', 'کم', 'چرب', 'رب', 'ربع'];

describe('ProductTextIndex', () => {
  it('answers after every change as an index built afresh from the same products', () => {
    const random = seeded(7);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
    const text = () => Array.from({ length: 1 + Math.floor(random() * 4) }, () => pick(words)).join(' ');
    const product = (id: number): IndexedProduct => ({
      id,
      searchText: text(),
      inStock: random() < 0.7,
      soldCount: Math.floor(random() * 5),
    });
    const live = new Map<number, IndexedProduct>();
    for (let id = 1; id <= 300; id += 1) live.set(id, product(id));
    const index = ProductTextIndex.build([...live.values()]);
    const queries: TextMatch[] = [
      ...words.map((word) => ({ words: [{ terms: [word] }] })),
      { words: [{ terms: ['شی'] }] },
      { words: [{ terms: ['ما'] }, { terms: ['کم'] }] },
      { words: [{ terms: ['ماست', 'ماسک'] }] },
      { words: [{ terms: ['ر'] }] },
    ];
    for (let round = 0; round < 60; round += 1) {
      for (let change = 0; change < 10; change += 1) {
        const id = 1 + Math.floor(random() * 330);
        const existing = live.get(id);
        const kind = random();
        if (existing && kind < 0.15) {
          live.delete(id);
          index.remove(id);
        } else if (existing && kind < 0.6) {
          const moved = { ...existing, inStock: random() < 0.5, soldCount: existing.soldCount + 1 };
          live.set(id, moved);
          index.upsert(moved);
        } else {
          const fresh = { ...product(id), soldCount: existing?.soldCount ?? 0 };
          live.set(id, fresh);
          index.upsert(fresh);
        }
      }
      const rebuilt = ProductTextIndex.build([...live.values()]);
      const walking = ProductTextIndex.build([...live.values()], 'walking');
      expect(index.size).toBe(live.size);
      for (const match of queries) {
        const args = { poolSize: 25, offset: 0, limit: 25 };
        const expected = rebuilt.suggest(match, args);
        expect(index.suggest(match, args), JSON.stringify(match)).toEqual(expected);
        expect(walking.suggest(match, args), JSON.stringify(match)).toEqual(expected);
        expect(index.count(match)).toBe(rebuilt.count(match));
      }
    }
  });

  it('counts a corrected word’s terms as the products whose texts carry each', () => {
    const random = seeded(11);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
    const products = Array.from({ length: 400 }, (_, at) => ({
      id: at + 1,
      searchText: Array.from({ length: 1 + Math.floor(random() * 4) }, () => pick(words)).join(' '),
      inStock: random() < 0.7,
      soldCount: Math.floor(random() * 5),
    }));
    const index = ProductTextIndex.build(products);
    const carrying = (term: string, startsOnly: boolean) =>
      products.filter(({ searchText }) =>
        searchText.split(' ').some((word) => (startsOnly ? word.startsWith(term) : word.includes(term))),
      ).length;
    // Terms carried by one word (ماسک), by several (شیر: شیرین, سرشیر) and, all short, at word starts.
    for (const terms of [
      ['ماست', 'ماسک'],
      ['شیر', 'رب', 'پنیر'],
      ['شی', 'ر'],
      ['کم', 'مد'],
    ]) {
      const startsOnly = terms.every((term) => term.length < 3);
      expect(index.correctionCounts({ words: [{ terms }] }), terms.join()).toEqual([
        terms.map((term) => carrying(term, startsOnly)),
      ]);
    }
  });
});
