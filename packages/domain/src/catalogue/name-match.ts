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

/** Between names in the joined text: a normalised name has no line break, and a hit across one is refused. */
const separator = '\n';

/**
 * matchByName over items whose names are normalised once: for a caller that matches the same
 * items on every keystroke (normalising 240 names took a fifth of a suggestion's CPU). The names
 * are also joined into one text, so each word is one native search through all of them rather than
 * a search per name (issue 22: testing 240 names one by one was 6% of a keystroke's CPU).
 */
export function nameMatcher<T>(
  items: readonly T[],
  nameOf: (item: T) => string,
): (words: readonly string[], limit: number) => T[] {
  const names = items.map((item) => normalizeSearchText(nameOf(item)));
  const starts: number[] = [];
  let length = 0;
  for (const name of names) {
    starts.push(length);
    length += name.length + separator.length;
  }
  const joined = names.join(separator);
  return (words, limit) => matchNormalNames(items, names, { joined, starts }, words, limit);
}

type Scored = { index: number; found: number; exact: number; prefix: number; length: number };

function matchNormalNames<T>(
  items: readonly T[],
  names: readonly string[],
  text: { joined: string; starts: readonly number[] },
  words: readonly string[],
  limit: number,
): T[] {
  const useful = words.filter((word) => word.length >= minWordLength);
  if (useful.length === 0 || limit <= 0) return [];
  const query = useful.join(' ');
  const scores = new Map<number, Scored>();
  for (const word of useful) {
    let last = -1;
    for (let at = text.joined.indexOf(word); at >= 0; at = text.joined.indexOf(word, at + 1)) {
      const index = nameAt(text.starts, at);
      const name = names[index] as string;
      const start = text.starts[index] as number;
      // A word found twice in a name counts once; one spanning two names is no match.
      if (index === last || at + word.length > start + name.length) continue;
      last = index;
      let scored = scores.get(index);
      if (!scored) {
        const exact = name === query || useful.includes(name) ? 1 : 0;
        scored = { index, found: 0, exact, prefix: 0, length: name.length };
        scores.set(index, scored);
      }
      scored.found += 1;
      if (name.startsWith(word)) scored.prefix = 1;
    }
  }
  return [...scores.values()]
    .sort(
      (a, b) =>
        b.found - a.found ||
        b.exact - a.exact ||
        b.prefix - a.prefix ||
        a.length - b.length ||
        a.index - b.index,
    )
    .slice(0, limit)
    .map((scored) => items[scored.index] as T);
}

/** The name holding the joined text's position `at`: the last whose start is not after it. */
function nameAt(starts: readonly number[], at: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >>> 1;
    if ((starts[middle] as number) <= at) low = middle;
    else high = middle - 1;
  }
  return low;
}
