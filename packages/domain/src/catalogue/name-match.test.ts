import { describe, expect, it } from 'vitest';
import { matchByName } from './name-match.ts';

const names = ['لبنیات', 'ماست', 'ماست میوه‌ای', 'دوغ', 'کیک و کلوچه', 'شیر', 'شیرینی'];

describe('matchByName ranks brand and category names for the suggestion box', () => {
  it.each([
    { words: ['ماست'], limit: 3, found: ['ماست', 'ماست میوه‌ای'], rule: 'the exact name first' },
    { words: ['شیر'], limit: 3, found: ['شیر', 'شیرینی'], rule: 'a prefix match ranks by length' },
    { words: ['ماست', 'دوغ'], limit: 3, found: ['دوغ', 'ماست', 'ماست میوه‌ای'], rule: 'any word may match' },
    { words: ['کیک'], limit: 3, found: ['کیک و کلوچه'], rule: 'a word inside a longer name' },
    { words: ['میوهای'], limit: 3, found: ['ماست میوه‌ای'], rule: 'names are normalised like queries' },
    { words: ['ماست'], limit: 1, found: ['ماست'], rule: 'the limit holds' },
    { words: ['و'], limit: 3, found: [], rule: 'one-letter words suggest nothing' },
    { words: ['پنیر'], limit: 3, found: [], rule: 'nothing matches' },
  ])('$rule', ({ words, limit, found }) => {
    expect(matchByName(names, (name) => name, words, limit)).toEqual(found);
  });
});
