import { describe, expect, it } from 'vitest';
import { matchByName } from './name-match.ts';
import { normalizeSearchText } from '../search-text.ts';

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

/** The matcher before names were searched as one text (issue 22): the rule, one name at a time. */
function referenceMatch(names: readonly string[], words: readonly string[], limit: number): string[] {
  const normal = names.map((name) => normalizeSearchText(name));
  const useful = words.filter((word) => word.length >= 2);
  if (useful.length === 0 || limit <= 0) return [];
  const query = useful.join(' ');
  return normal
    .flatMap((name, index) => {
      const found = useful.filter((word) => name.includes(word)).length;
      if (found === 0) return [];
      const exact = name === query || useful.includes(name) ? 1 : 0;
      const prefix = useful.some((word) => name.startsWith(word)) ? 1 : 0;
      return [{ index, key: [found, exact, prefix, -name.length] }];
    })
    .sort((a, b) => {
      for (let at = 0; at < a.key.length; at += 1) {
        const difference = (b.key[at] as number) - (a.key[at] as number);
        if (difference !== 0) return difference;
      }
      return a.index - b.index;
    })
    .slice(0, limit)
    .map((entry) => names[entry.index] as string);
}

describe('matchByName agrees with the rule applied one name at a time', () => {
  const pieces = ['شیر', 'ین', 'ماست', 'پاک', 'کن', 'دو', 'غ', 'رب', 'گوجه', 'ای', 'ن', 'شی'];
  // A seeded generator: the same thousand cases on every run, so a failure can be replayed.
  let seed = 22;
  const next = (below: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % below;
  };
  const phrase = (parts: number, glue: string) =>
    Array.from({ length: parts }, () => pieces[next(pieces.length)] as string).join(glue);

  it('on a thousand random names and queries, repeated words and words across two names included', () => {
    for (let round = 0; round < 1000; round += 1) {
      const names = Array.from({ length: 1 + next(12) }, () => phrase(1 + next(3), next(2) ? ' ' : ''));
      const words = Array.from({ length: 1 + next(3) }, () => phrase(1 + next(2), ''));
      // The end of one name and the start of the next (across the line break that joins the names
      // inside the matcher, too), which must not count as a match.
      if (names.length > 1 && round % 5 === 0) {
        const glue = round % 10 === 0 ? '\n' : '';
        words.push(`${(names[0] as string).slice(-2)}${glue}${(names[1] as string).slice(0, 2)}`);
      }
      const limit = 1 + next(4);
      expect(
        matchByName(names, (name) => name, words, limit),
        JSON.stringify({ names, words, limit }),
      ).toEqual(referenceMatch(names, words, limit));
    }
  });
});
