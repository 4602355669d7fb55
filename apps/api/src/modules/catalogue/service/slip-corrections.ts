import {
  allowedTypos,
  bestCorrections,
  type SlipMatch,
  type VocabularyWord,
} from '@shop/domain/catalogue/spelling';

/** closestWords' answer for a word (its likely corrections, at most `limit`). */
export type Corrector = (word: string, limit: number) => readonly string[];

/**
 * A misspelt word's corrections are remembered per vocabulary until this many words have been
 * corrected; then all are forgotten, so junk typed at the box cannot grow the memory.
 */
const rememberedWords = 10_000;

const correctors = new WeakMap<readonly VocabularyWord[], Corrector>();

/**
 * closestWords (spelling.ts) over `vocabulary`, the same answer for a fraction of its cost, made once
 * per vocabulary: the search index replaces its vocabulary's array when the catalogue's words change
 * (search-index.ts), and a new array gets a new corrector.
 *
 * closestWords measures the distance to every vocabulary word: with the 700 words of the demo
 * catalogue repeated a slip cost 40 µs, but a real shop of 100,000 products has 15,000–30,000 words,
 * and there it cost 1–2 ms (issue 22). Here the words are walked in sorted order, sharing the rows of
 * the distance's table for the letters they share with the word before, and a prefix no slip can save
 * (every cell of its row beyond the slips allowed) skips every word that starts with it. The distance
 * is typoDistance's own (optimal string alignment), so the answer is closestWords'.
 */
export function correctorOf(vocabulary: readonly VocabularyWord[]): Corrector {
  let corrector = correctors.get(vocabulary);
  if (!corrector) {
    const entries: Entry[] = vocabulary
      .map((entry) => ({ ...entry, letters: codePoints(entry.word) }))
      .sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
    corrector = remembering({ oneAway: oneSlipSearch(entries), within: slipSearch(entries) });
    correctors.set(vocabulary, corrector);
  }
  return corrector;
}

type Searches = {
  /** The words exactly one slip from the typed one. */
  oneAway: (word: string) => SlipMatch[];
  /** The words within `max` slips of the typed one, itself excluded. */
  within: (word: string, max: number) => SlipMatch[];
};

function remembering(searches: Searches): Corrector {
  const remembered = new Map<string, readonly string[]>();
  return (word, limit) => {
    const key = `${limit} ${word}`;
    let found = remembered.get(key);
    if (!found) {
      if (remembered.size >= rememberedWords) remembered.clear();
      found = limit <= 0 ? [] : bestCorrections(nearest(searches, word), limit);
      remembered.set(key, found);
    }
    return found;
  };
}

/**
 * The vocabulary words fewest slips from `word` (up to allowedTypos): those one slip away when there
 * are any, as bestCorrections keeps only the nearest; two only when none is one away (2% of the
 * bench's slipped words), by the walk.
 */
function nearest(searches: Searches, word: string): SlipMatch[] {
  const allowed = allowedTypos(word);
  if (allowed === 0) return [];
  const oneAway = searches.oneAway(word);
  return oneAway.length > 0 || allowed === 1 ? oneAway : searches.within(word, allowed);
}

/**
 * A vocabulary word's letters as numbers (code points, as typoDistance counts them): comparing
 * numbers rather than one-letter strings halved a slip's walk.
 */
type Entry = VocabularyWord & { letters: Int32Array };

/**
 * The words one slip from a typed word, found by their spellings with a letter left out (SymSpell's
 * way): two words one slip apart (a letter changed, left out, added, or two neighbours swapped) share
 * such a spelling, or one is the other's. Each word's spellings are listed once per vocabulary (about
 * 70,000 for 20,000 words); a lookup reads the typed word's own, one per letter, and checks the few
 * words they name. The walk below went through every word sharing a start within reach: a slipped
 * word's whole correction over 20,000 words took 46–55 µs with it and 10–18 µs with this, the walk
 * still taking the few words nothing is one slip from (issue 22).
 */
function oneSlipSearch(entries: readonly Entry[]): (word: string) => SlipMatch[] {
  // Most spellings name one word: a number, and a list only for the others.
  const named = new Map<string, number | number[]>();
  entries.forEach((entry, at) =>
    eachSpelling(entry.word, entry.letters, (spelling) => {
      const names = named.get(spelling);
      if (names === undefined) named.set(spelling, at);
      else if (typeof names === 'number') {
        if (names !== at) named.set(spelling, [names, at]);
      } else if (names[names.length - 1] !== at) names.push(at);
    }),
  );
  return (word) => {
    const typed = codePoints(word);
    const found: SlipMatch[] = [];
    const seen = new Set<number>();
    const check = (at: number) => {
      if (seen.has(at)) return;
      seen.add(at);
      const entry = entries[at] as Entry;
      if (oneSlipApart(entry.letters, typed))
        found.push({ word: entry.word, distance: 1, products: entry.products });
    };
    eachSpelling(word, typed, (spelling) => {
      const names = named.get(spelling);
      if (typeof names === 'number') check(names);
      else names?.forEach(check);
    });
    return found;
  };
}

/** The word itself, then the word with each of its letters left out in turn (letters: its code points). */
function eachSpelling(word: string, letters: Int32Array, use: (spelling: string) => void): void {
  use(word);
  // One UTF-16 unit per letter (the Persian, Arabic and Latin of a catalogue): cut the string itself.
  const units = word.length === letters.length;
  for (let at = 0; at < letters.length; at += 1) {
    use(
      units
        ? word.slice(0, at) + word.slice(at + 1)
        : String.fromCodePoint(...letters.subarray(0, at), ...letters.subarray(at + 1)),
    );
  }
}

/** Whether typoDistance (optimal string alignment) between the two is exactly 1. */
export function oneSlipApart(a: Int32Array, b: Int32Array): boolean {
  const [long, short] = a.length >= b.length ? [a, b] : [b, a];
  if (long.length - short.length > 1) return false;
  let at = 0;
  while (at < short.length && long[at] === short[at]) at += 1;
  if (long.length !== short.length) return sameFrom(long, at + 1, short, at);
  if (at === short.length) return false;
  if (sameFrom(long, at + 1, short, at + 1)) return true;
  return long[at] === short[at + 1] && long[at + 1] === short[at] && sameFrom(long, at + 2, short, at + 2);
}

function sameFrom(a: Int32Array, from: number, b: Int32Array, bFrom: number): boolean {
  if (a.length - from !== b.length - bFrom) return false;
  for (let at = 0; from + at < a.length; at += 1) if (a[from + at] !== b[bFrom + at]) return false;
  return true;
}

/** The vocabulary words within `max` slips of `word` (itself excluded), and their distances. */
function slipSearch(entries: readonly Entry[]): (word: string, max: number) => SlipMatch[] {
  // shared[i]: how many first letters entries[i] shares with entries[i - 1].
  const shared = new Int32Array(entries.length);
  for (let i = 1; i < entries.length; i += 1) {
    shared[i] = sharedPrefix((entries[i - 1] as Entry).letters, (entries[i] as Entry).letters);
  }
  const longest = entries.reduce((most, entry) => Math.max(most, entry.letters.length), 0);
  return (word, max) => {
    const typed = codePoints(word);
    const width = typed.length + 1;
    // rows[d]: the distances from the first d letters of the current entry to each prefix of `typed`.
    const rows = Array.from({ length: longest + 1 }, () => new Int32Array(width));
    for (let j = 0; j < width; j += 1) (rows[0] as Int32Array)[j] = j;
    const found: SlipMatch[] = [];
    let i = 0;
    while (i < entries.length) {
      const entry = entries[i] as Entry;
      const { letters } = entry;
      // The rows of the letters shared with the entry before still hold (a cut skipped every entry
      // sharing more than the rows kept).
      let depth = (shared[i] as number) + 1;
      let cut = false;
      for (; depth <= letters.length; depth += 1) {
        if (fillRow(rows, depth, letters, typed, max) > max) {
          cut = true;
          break;
        }
      }
      if (cut) {
        // No word that starts with these `depth` letters is within reach.
        i += 1;
        while (i < entries.length && (shared[i] as number) >= depth) i += 1;
        continue;
      }
      // The last cell is in the band only when the lengths differ by `max` at most.
      const distance =
        Math.abs(letters.length - typed.length) > max
          ? max + 1
          : ((rows[letters.length] as Int32Array)[typed.length] as number);
      if (distance <= max && entry.word !== word) {
        found.push({ word: entry.word, distance, products: entry.products });
      }
      i += 1;
    }
    return found;
  };
}

/**
 * Row `depth` of the optimal-string-alignment table (typoDistance's) between the entry's first
 * `depth` letters and `typed`; returns the row's smallest cell. A row's smallest cell never falls
 * further down (a transposition reaches back two rows, but the row between holds at most one more),
 * so once it exceeds the slips allowed, so does the distance to every word with this prefix.
 *
 * Only the band of cells within `max` of the diagonal is worked out: a cell further off is more than
 * `max` whatever the letters. The cells just outside the band that the next row reads are set to
 * `max + 1`, which says the same.
 */
function fillRow(
  rows: Int32Array[],
  depth: number,
  letters: Int32Array,
  typed: Int32Array,
  max: number,
): number {
  const row = rows[depth] as Int32Array;
  const above = rows[depth - 1] as Int32Array;
  const twoAbove = depth > 1 ? (rows[depth - 2] as Int32Array) : null;
  const letter = letters[depth - 1] as number;
  const before = depth > 1 ? (letters[depth - 2] as number) : -1;
  const last = typed.length;
  const from = Math.max(1, depth - max);
  const to = Math.min(last, depth + max);
  row[0] = depth;
  if (from > 1) row[from - 1] = max + 1;
  if (to < last) row[to + 1] = max + 1;
  let smallest = depth;
  for (let j = from; j <= to; j += 1) {
    const cost = typed[j - 1] === letter ? 0 : 1;
    let value = Math.min(
      (above[j] as number) + 1,
      (row[j - 1] as number) + 1,
      (above[j - 1] as number) + cost,
    );
    if (twoAbove && j > 1 && typed[j - 1] === before && typed[j - 2] === letter) {
      value = Math.min(value, (twoAbove[j - 2] as number) + 1);
    }
    row[j] = value;
    if (value < smallest) smallest = value;
  }
  return smallest;
}

function sharedPrefix(a: Int32Array, b: Int32Array): number {
  let at = 0;
  while (at < a.length && at < b.length && a[at] === b[at]) at += 1;
  return at;
}

function codePoints(word: string): Int32Array {
  return Int32Array.from(word, (letter) => letter.codePointAt(0) as number);
}
