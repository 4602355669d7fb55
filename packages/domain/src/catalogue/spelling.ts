/** A word of the catalogue's vocabulary and in how many products it was found. */
export type VocabularyWord = { word: string; products: number };

/**
 * How many slips a word may carry and still be corrected: one up to five letters, two from six.
 * More would turn short words into unrelated ones (سیر → شیر is already one slip).
 */
export function allowedTypos(word: string): number {
  const length = [...word].length;
  if (length < 3) return 0;
  return length <= 5 ? 1 : 2;
}

/**
 * The optimal-string-alignment distance (Levenshtein plus swapping two neighbours, the commonest
 * slip on a phone keyboard), or `max + 1` as soon as it must exceed `max`. Counts code points.
 */
export function typoDistance(a: string, b: string, max: number): number {
  const s = [...a];
  const t = [...b];
  if (Math.abs(s.length - t.length) > max) return max + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) {
        value = Math.min(value, (beforePrevious[j - 2] ?? 0) + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    beforePrevious = previous;
    previous = current;
  }
  return Math.min(previous[t.length] ?? max + 1, max + 1);
}

/**
 * What a word that occurs nowhere in the catalogue was probably meant to be: the vocabulary words
 * fewest slips away (within `allowedTypos`), the ones in more products first. Several are kept
 * because a slip can be ambiguous ("سبر": سیر or سبز); the search matches any of them.
 */
export function closestWords(word: string, vocabulary: readonly VocabularyWord[], limit: number): string[] {
  const max = allowedTypos(word);
  if (max === 0 || limit <= 0) return [];
  const found: SlipMatch[] = [];
  for (const entry of vocabulary) {
    if (entry.word === word) continue;
    const distance = typoDistance(word, entry.word, max);
    if (distance <= max) found.push({ word: entry.word, distance, products: entry.products });
  }
  return bestCorrections(found, limit);
}

/** A vocabulary word within a slip's reach, and how far. */
export type SlipMatch = { word: string; distance: number; products: number };

/**
 * closestWords' choice among the words found within reach (the typed word itself excluded): those
 * fewest slips away, the ones in more products first, then in the words' order, at most `limit`.
 */
export function bestCorrections(found: readonly SlipMatch[], limit: number): string[] {
  const best = Math.min(...found.map((entry) => entry.distance));
  return found
    .filter((entry) => entry.distance === best)
    .sort((a, b) => b.products - a.products || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0))
    .slice(0, limit)
    .map((entry) => entry.word);
}
