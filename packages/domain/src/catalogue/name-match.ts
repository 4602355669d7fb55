import { normalizeSearchText } from '../search-text.ts';

/** Words this short ("و", "ب") appear in almost every name and would suggest everything. */
const minWordLength = 2;

/**
 * The items whose name contains at least one of the query's words, best first: more words
 * found, then a name that is the query (or one of its words), then one that starts with a word, then
 * shorter names.
 * For the suggestion box's brands and categories, which are few enough to match in memory.
 */
export function matchByName<T>(
  items: readonly T[],
  nameOf: (item: T) => string,
  words: readonly string[],
  limit: number,
): T[] {
  return nameMatcher(items, nameOf)(words, limit);
}

/**
 * matchByName over items whose names are normalised once: for a caller that matches the same
 * items on every keystroke (normalising 240 names took a fifth of a suggestion's CPU).
 */
export function nameMatcher<T>(
  items: readonly T[],
  nameOf: (item: T) => string,
): (words: readonly string[], limit: number) => T[] {
  const names = items.map((item) => normalizeSearchText(nameOf(item)));
  return (words, limit) => matchNormalNames(items, names, words, limit);
}

function matchNormalNames<T>(
  items: readonly T[],
  names: readonly string[],
  words: readonly string[],
  limit: number,
): T[] {
  const useful = words.filter((word) => word.length >= minWordLength);
  if (useful.length === 0 || limit <= 0) return [];
  const query = useful.join(' ');
  const scored = items.flatMap((item, index) => {
    const name = names[index] as string;
    const found = useful.filter((word) => name.includes(word)).length;
    if (found === 0) return [];
    const exact = name === query || useful.includes(name) ? 1 : 0;
    const prefix = useful.some((word) => name.startsWith(word)) ? 1 : 0;
    return [{ item, index, key: [found, exact, prefix, -name.length] }];
  });
  scored.sort((a, b) => compareKeys(b.key, a.key) || a.index - b.index);
  return scored.slice(0, limit).map((entry) => entry.item);
}

function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) {
    const difference = (a[i] ?? 0) - (b[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}
