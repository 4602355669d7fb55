import { allowedTypos, closestWords, type VocabularyWord } from '@shop/domain/catalogue/spelling';

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
 * closestWords measures the distance to every vocabulary word, a slip's search half of its CPU (issue
 * 22). Here a word is measured only when two cheap tests it must pass for the distance to be
 * allowed do not rule it out: lengths that differ by at most the slips allowed, and at most that many
 * letters of either word missing from the other (a slip takes out at most one letter of a word;
 * swapping neighbours none). So the answer is closestWords' own, on the words that can be in it.
 */
export function correctorOf(vocabulary: readonly VocabularyWord[]): Corrector {
  let corrector = correctors.get(vocabulary);
  if (!corrector) {
    corrector = remembering(slipCandidates(vocabulary));
    correctors.set(vocabulary, corrector);
  }
  return corrector;
}

function remembering(candidates: (word: string) => VocabularyWord[]): Corrector {
  const remembered = new Map<string, readonly string[]>();
  return (word, limit) => {
    const key = `${limit} ${word}`;
    let found = remembered.get(key);
    if (!found) {
      if (remembered.size >= rememberedWords) remembered.clear();
      found = closestWords(word, candidates(word), limit);
      remembered.set(key, found);
    }
    return found;
  };
}

/** The vocabulary words (in its order) a word may be a slip of, as far as lengths and letters tell. */
function slipCandidates(vocabulary: readonly VocabularyWord[]): (word: string) => VocabularyWord[] {
  const lengths = Int32Array.from(vocabulary, (entry) => [...entry.word].length);
  const letters = Int32Array.from(vocabulary, (entry) => letterBits(entry.word));
  return (word) => {
    const slips = allowedTypos(word);
    const length = [...word].length;
    const bits = letterBits(word);
    return vocabulary.filter((_, at) => {
      const other = letters[at] as number;
      return (
        Math.abs((lengths[at] as number) - length) <= slips &&
        bitCount(bits & ~other) <= slips &&
        bitCount(other & ~bits) <= slips
      );
    });
  };
}

/** Persian's 32 letters, a bit each; any other character shares a bit with some letter. */
const persianLetters = [...'ابپتثجچحخدذرزژسشصضطظعغفقکگلمنوهی'];

/**
 * A bit for each letter in `word`. Two letters sharing a bit only lets more words through to be
 * measured: a bit in one word's set and not the other's still means a letter missing from the other.
 */
function letterBits(word: string): number {
  let bits = 0;
  for (const letter of word) {
    const at = persianLetters.indexOf(letter);
    bits |= 1 << (at >= 0 ? at : (letter.codePointAt(0) as number) % 32);
  }
  return bits;
}

function bitCount(bits: number): number {
  let x = bits - ((bits >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}
