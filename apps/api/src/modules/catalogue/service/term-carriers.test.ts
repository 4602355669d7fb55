import { describe, expect, it } from 'vitest';
import { seededRandom as seeded } from '../../../test/seeded-random.ts';
import type { RankedSlots } from './ranked-slots.ts';
import { TermCarriers } from './term-carriers.ts';

// Issue 22: a term's carrying words are looked for among the words holding its rarest pair of
// letters, not by testing the whole vocabulary. The plain test of every word stays the reference.

const letters = [...'ابپتسشمنویa1'];

describe('TermCarriers', () => {
  it('finds the words containing a term, or starting with it, as testing every word does', () => {
    const random = seeded(70);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
    const word = (length: number): string => Array.from({ length }, () => pick(letters)).join('');
    const vocabulary = [...new Set(Array.from({ length: 3000 }, () => word(2 + Math.floor(random() * 7))))];
    const sorted = [...vocabulary].sort();
    const idOf = (text: string) => sorted.indexOf(text);
    const carriers = new TermCarriers(vocabulary, idOf, (text) => ({ text }) as unknown as RankedSlots, {
      total: () => 0,
    });
    let found = 0;
    for (let n = 0; n < 2000; n += 1) {
      // A piece of a catalogue word (found), or letters at random (often in no word), one to five long.
      const source = pick(vocabulary);
      const from = Math.floor(random() * source.length);
      const term = n % 3 === 0 ? word(1 + Math.floor(random() * 4)) : source.slice(from, from + 1 + (n % 5));
      const containing = sorted.filter((text) => text.includes(term));
      const starting = sorted.filter((text) => text.startsWith(term));
      const asked = carriers.of(term, false);
      expect(asked.words, term).toEqual(containing);
      expect(asked.ids).toEqual(containing.map(idOf));
      expect(asked.lists).toEqual(containing.map((text) => ({ text })));
      expect(carriers.of(term, true).words, `^${term}`).toEqual(starting);
      found += containing.length > 0 ? 1 : 0;
    }
    // A term typed on letter by letter, or from its end, after its shorter terms were asked.
    for (let n = 0; n < 300; n += 1) {
      const typed = n % 2 === 0 ? pick(vocabulary) : word(3 + Math.floor(random() * 5));
      for (let length = 1; length <= typed.length; length += 1) {
        for (const term of [typed.slice(0, length), typed.slice(typed.length - length)]) {
          expect(carriers.of(term, false).words, term).toEqual(sorted.filter((text) => text.includes(term)));
        }
      }
    }
    // Most terms are carried by some word, some by none.
    expect(found).toBeGreaterThan(1200);
    expect(found).toBeLessThan(2000);
  });
});
