import { describe, expect, it } from 'vitest';
import type { TextMatch } from '../queries/text-search.ts';
import { ProductTextIndex, type IndexedProduct } from './product-text-index.ts';
import { seededRandom as seeded } from '../../../test/seeded-random.ts';

// Issue 22: a query's other words are tested on each candidate's word ids, turning to marks on the
// products carrying them once that is cheaper. The way before (marks for rare words, the text for
// common ones) is kept as the reference: over random catalogues and queries of every kind the search
// box sends, both must choose the same products in the same order, and count the same.

const letters = [...'ابپتسشکگلمنویهردچ'];

/** A catalogue's words: some on nearly every product («مدل»), most on few, so pairs are dense or sparse. */
function vocabularyOf(random: () => number, size: number): string[] {
  const words = new Set<string>();
  while (words.size < size) {
    const length = 2 + Math.floor(random() * 6);
    words.add(Array.from({ length }, () => letters[Math.floor(random() * letters.length)]).join(''));
  }
  return [...words];
}

function catalogue(random: () => number, words: readonly string[]) {
  // Word k is picked about 1/(k+1) as often as the first: a few words carry most products.
  const weights = words.map((_, k) => 1 / (k + 1));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const pickWord = (): string => {
    let roll = random() * total;
    return words[weights.findIndex((weight) => (roll -= weight) < 0)] ?? (words[0] as string);
  };
  const product = (id: number, soldCount = Math.floor(random() * 50)): IndexedProduct => ({
    id,
    searchText: Array.from({ length: 2 + Math.floor(random() * 10) }, pickWord).join(' '),
    inStock: random() < 0.8,
    soldCount,
  });
  return { product, pickWord };
}

/** Queries of every kind: prefixes, a word and the start of another, three words, short words, slips' terms. */
function queriesOf(random: () => number, pickWord: () => string): TextMatch[] {
  const start = (word: string): string => word.slice(0, 1 + Math.floor(random() * word.length));
  const one = (term: string) => ({ terms: [term] });
  const kinds: Array<() => TextMatch> = [
    () => ({ words: [one(start(pickWord()))] }),
    () => ({ words: [one(pickWord()), one(start(pickWord()))] }),
    () => ({ words: [one(start(pickWord())), one(start(pickWord()))] }),
    () => ({ words: [one(pickWord()), one(pickWord()), one(start(pickWord()))] }),
    () => ({ words: [one(pickWord().slice(0, 2)), one(pickWord().slice(0, 1))] }),
    () => ({ words: [{ terms: [pickWord(), pickWord(), start(pickWord())] }, one(start(pickWord()))] }),
    () => ({ words: [one(pickWord()), { terms: [pickWord(), pickWord()] }] }),
  ];
  return Array.from({ length: 700 }, (_, at) => (kinds[at % kinds.length] as () => TextMatch)());
}

function expectSameAnswers(
  actual: ProductTextIndex,
  reference: ProductTextIndex,
  queries: readonly TextMatch[],
): number {
  let found = 0;
  for (const match of queries) {
    const name = JSON.stringify(match);
    for (const args of [
      { poolSize: 200, offset: 0, limit: 8 },
      { poolSize: 15, offset: 4, limit: 8 },
    ]) {
      const expected = reference.suggest(match, args);
      expect(actual.suggest(match, args), name).toEqual(expected);
      if (expected.length > 0) found += 1;
    }
    expect(actual.count(match), name).toBe(reference.count(match));
    expect(actual.correctionCounts(match), name).toEqual(reference.correctionCounts(match));
  }
  return found;
}

describe('ProductTextIndex tests other words on word ids', () => {
  it('as the way before did, on random catalogues and queries of every kind', () => {
    for (const seed of [1, 2, 3]) {
      const random = seeded(seed);
      const words = vocabularyOf(random, 120);
      const { product, pickWord } = catalogue(random, words);
      const products = Array.from({ length: 3000 }, (_, at) => product(at + 1));
      const reference = ProductTextIndex.build(products, undefined, 'texts');
      const queries = queriesOf(random, pickWord);
      // Most queries find something, so the order of what they find is compared, not only emptiness.
      const customers = ProductTextIndex.build(products);
      expect(expectSameAnswers(customers, reference, queries)).toBeGreaterThan(queries.length);
      // Word ids alone, as a query whose candidates are few enough never turns to marks.
      const byWordIds = ProductTextIndex.build(products, undefined, 'word-ids');
      expectSameAnswers(byWordIds, reference, queries);
      // Products of more than 4 words tested on their entries' ids, the rest on the flat array.
      const fewPlaces = ProductTextIndex.build(products, undefined, 'word-ids', 4);
      expectSameAnswers(fewPlaces, reference, queries);
      // The walk of the catalogue (a word carried by very many words) tests the same way.
      const walking = ProductTextIndex.build(products, 'walking');
      expectSameAnswers(walking, reference, queries.slice(0, 200));
    }
  });

  it('after words come and go, their ids given again to new words', () => {
    const random = seeded(9);
    const words = vocabularyOf(random, 80);
    const { product, pickWord } = catalogue(random, words);
    // Words of a product or two (letters the others lack): they leave the catalogue and come back.
    const rare = ['زرشک', 'زعفران', 'ژله', 'ظرف', 'ضماد', 'غوره'];
    const pickRare = (): string => rare[Math.floor(random() * rare.length)] as string;
    const live = new Map<number, IndexedProduct>();
    for (let id = 1; id <= 1500; id += 1) live.set(id, product(id));
    const index = ProductTextIndex.build([...live.values()]);
    const byWordIds = ProductTextIndex.build([...live.values()], undefined, 'word-ids');
    const fewPlaces = ProductTextIndex.build([...live.values()], undefined, 'word-ids', 4);
    const one = (term: string) => ({ terms: [term] });
    for (let round = 0; round < 12; round += 1) {
      for (let change = 0; change < 150; change += 1) {
        const id = 1 + Math.floor(random() * 1600);
        if (live.has(id) && random() < 0.3) {
          live.delete(id);
          for (const changing of [index, byWordIds, fewPlaces]) changing.remove(id);
        } else {
          const changed = product(id, live.get(id)?.soldCount);
          live.set(id, changed);
          for (const changing of [index, byWordIds, fewPlaces]) changing.upsert(changed);
        }
      }
      // Rare words on products 2001–2006 only, renamed or withdrawn every round.
      for (let id = 2001; id <= 2006; id += 1) {
        const renamed = { ...product(id), searchText: `${pickWord()} ${pickRare()}` };
        if (random() < 0.3) {
          live.delete(id);
          for (const changing of [index, byWordIds, fewPlaces]) changing.remove(id);
        } else {
          live.set(id, renamed);
          for (const changing of [index, byWordIds, fewPlaces]) changing.upsert(renamed);
        }
      }
      const reference = ProductTextIndex.build([...live.values()], undefined, 'texts');
      const queries = [
        ...queriesOf(random, pickWord).slice(0, 150),
        ...rare.flatMap((word) => [
          { words: [one(word)] },
          { words: [one(pickWord()), one(word)] },
          { words: [one(word.slice(0, 2)), one(pickWord().slice(0, 1))] },
          // Each tested on the others' carriers: a word given a gone word's id must not match it.
          ...rare.map((other) => ({ words: [one(word), one(other)] })),
        ]),
      ];
      expectSameAnswers(index, reference, queries);
      expectSameAnswers(byWordIds, reference, queries);
      expectSameAnswers(fewPlaces, reference, queries);
      // A word new to the index, none gone: found at the next query.
      const newcomer = { ...product(3000 + round), searchText: `نو${'ب'.repeat(round + 1)} ${pickWord()}` };
      live.set(newcomer.id, newcomer);
      for (const changing of [index, byWordIds, fewPlaces]) changing.upsert(newcomer);
      const afterNewcomer = ProductTextIndex.build([...live.values()], undefined, 'texts');
      const newWord = newcomer.searchText.split(' ')[0] as string;
      expectSameAnswers(index, afterNewcomer, [{ words: [one(newWord)] }, { words: [one('نو')] }]);
    }
  });
});
