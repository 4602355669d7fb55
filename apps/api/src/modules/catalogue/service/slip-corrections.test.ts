import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { closestWords, typoDistance, type VocabularyWord } from '@shop/domain/catalogue/spelling';
import { correctorOf, oneSlipApart } from './slip-corrections.ts';
import { seededRandom as seeded } from '../../../test/seeded-random.ts';

// Issue 22: the search box corrects a slip without measuring its distance to every word of the
// vocabulary. closestWords stays the reference: for slips of every kind, the same corrections in the
// same order.

// Persian letters, and a few others customers type (a digit, Latin, Arabic's ي), which share bits.
const letters = [...'ابپتثجچحخدذرزژسشصضطظعغفقکگلمنوهیa1ي'];

describe('correctorOf', () => {
  it('corrects as closestWords does, for every kind of slip', () => {
    const random = seeded(22);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
    const word = (): string =>
      Array.from({ length: 2 + Math.floor(random() * 8) }, () => pick(letters.slice(0, 12))).join('');
    const vocabulary: VocabularyWord[] = [...new Set(Array.from({ length: 1500 }, word))].map((text) => ({
      word: text,
      // Ties in products, so the order among equals is compared too.
      products: Math.floor(random() * 20),
    }));
    const slips: Array<(text: string, at: number) => string> = [
      (text, at) => text.slice(0, at) + pick(letters) + text.slice(at + 1),
      (text, at) => text.slice(0, at) + text.slice(at + 1),
      (text, at) => text.slice(0, at) + pick(letters) + text.slice(at),
      (text, at) =>
        text.slice(0, at) + text.slice(at + 1, at + 2) + text.slice(at, at + 1) + text.slice(at + 2),
    ];
    const slipped = (text: string, times: number): string => {
      let result = text;
      for (let n = 0; n < times; n += 1) result = pick(slips)(result, Math.floor(random() * result.length));
      return result;
    };
    const correct = correctorOf(vocabulary);
    let corrected = 0;
    for (let n = 0; n < 3000; n += 1) {
      const typed = n % 10 === 0 ? word() : slipped(pick(vocabulary).word, 1 + Math.floor(random() * 3));
      const limit = 1 + Math.floor(random() * 5);
      const expected = closestWords(typed, vocabulary, limit);
      expect(correct(typed, limit), `${typed} (${limit})`).toEqual(expected);
      // Asked again, from memory: the same.
      expect(correct(typed, limit), `${typed} (${limit}) again`).toEqual(expected);
      if (expected.length > 0) corrected += 1;
    }
    expect(corrected).toBeGreaterThan(1500);
  });

  it('corrects words of letters beyond one UTF-16 unit as closestWords does', () => {
    const vocabulary: VocabularyWord[] = ['شیر😀', 'شیر😀ی', 'ش😀ر', '😀', 'شیرین', 'ماست'].map(
      (word, at) => ({
        word,
        products: at,
      }),
    );
    const correct = correctorOf(vocabulary);
    for (const typed of ['شر😀', 'شیر😀ن', 'شیر😃', '😀شیر', 'ش😀یر', 'ش😀', '😃', 'شیرن', 'ماسن']) {
      expect(correct(typed, 5), typed).toEqual(closestWords(typed, vocabulary, 5));
    }
  });

  it('tells words exactly one slip apart as typoDistance does', () => {
    const letters = (text: string) => Int32Array.from(text, (letter) => letter.codePointAt(0) as number);
    const word = fc.array(fc.constantFrom(...'ابپتa😀'), { maxLength: 6 }).map((list) => list.join(''));
    fc.assert(
      fc.property(word, word, (a, b) => {
        expect(oneSlipApart(letters(a), letters(b)), `${a} ${b}`).toBe(typoDistance(a, b, 2) === 1);
      }),
      { numRuns: 3000 },
    );
  });

  it('is made again for a new vocabulary', () => {
    const before: VocabularyWord[] = [{ word: 'ماست', products: 3 }];
    const after: VocabularyWord[] = [{ word: 'ماسک', products: 3 }];
    expect(correctorOf(before)('ماسن', 4)).toEqual(['ماست']);
    expect(correctorOf(after)('ماسن', 4)).toEqual(['ماسک']);
    expect(correctorOf(before)).toBe(correctorOf(before));
  });
});
