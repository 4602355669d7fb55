import { describe, expect, it } from 'vitest';
import { allowedTypos, closestWords, typoDistance } from './spelling.ts';

describe('typoDistance counts the slips between two words', () => {
  it.each([
    { a: 'ماست', b: 'ماست', distance: 0, slip: 'none' },
    { a: 'ماسط', b: 'ماست', distance: 1, slip: 'a wrong letter (ط for ت)' },
    { a: 'مست', b: 'ماست', distance: 1, slip: 'a missing letter' },
    { a: 'مااست', b: 'ماست', distance: 1, slip: 'an extra letter' },
    { a: 'اماست', b: 'ماست', distance: 1, slip: 'an extra letter in front' },
    { a: 'مسات', b: 'ماست', distance: 1, slip: 'two neighbours swapped' },
    { a: 'پنیر', b: 'ماست', distance: 4, slip: 'another word' },
    { a: 'شکلاط', b: 'شکلات', distance: 1, slip: 'a homophone (ط/ت)' },
    { a: 'kalleh', b: 'kaleh', distance: 1, slip: 'Latin letters too' },
  ])('$a → $b: $distance ($slip)', ({ a, b, distance }) => {
    expect(typoDistance(a, b, 3)).toBe(distance);
  });

  it.each([
    { a: 'ماست', b: 'پنیرخامه‌ای', max: 1 },
    { a: 'ابcd', b: 'wxyz', max: 2 },
  ])('stops early past max: $a / $b', ({ a, b, max }) => {
    expect(typoDistance(a, b, max)).toBe(max + 1);
  });
});

describe('allowedTypos grows with the word', () => {
  it.each([
    { word: 'چا', typos: 0 },
    { word: 'سیر', typos: 1 },
    { word: 'ماست', typos: 1 },
    { word: 'شکلات', typos: 1 },
    { word: 'دستمال', typos: 2 },
    { word: 'ماکارونی', typos: 2 },
  ])('$word → $typos', ({ word, typos }) => {
    expect(allowedTypos(word)).toBe(typos);
  });
});

describe('closestWords corrects a word the catalogue does not have', () => {
  const vocabulary = [
    { word: 'ماست', products: 40 },
    { word: 'ماش', products: 5 },
    { word: 'سیر', products: 3 },
    { word: 'سبز', products: 30 },
    { word: 'صبر', products: 1 },
    { word: 'شکلات', products: 25 },
    { word: 'دستمال', products: 12 },
  ];
  it.each([
    { word: 'ماسط', found: ['ماست'], rule: 'the one word a slip away' },
    { word: 'سبر', found: ['سبز', 'سیر', 'صبر'], rule: 'ambiguous slips: every candidate, commonest first' },
    { word: 'دسمتال', found: ['دستمال'], rule: 'swapped letters' },
    { word: 'دسال', found: [], rule: 'too many slips for a short word' },
    { word: 'ما', found: [], rule: 'two letters are never corrected' },
    { word: 'ماست', found: [], rule: 'a word never corrects to itself' },
  ])('$word → $found ($rule)', ({ word, found }) => {
    expect(closestWords(word, vocabulary, 5)).toEqual(found);
  });

  it('keeps at most `limit` candidates', () => {
    expect(closestWords('سبر', vocabulary, 1)).toEqual(['سبز']);
  });
});
