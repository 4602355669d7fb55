import {
  canBeCorrected,
  keyboardAlternative,
  searchWords,
  withCorrections,
  type CorrectionReason,
} from '@shop/domain/catalogue/search-query';
import { closestWords } from '@shop/domain/catalogue/spelling';
import { remember } from '../../../adapters/cache/port.ts';
import type { Db } from '../../../db/client.ts';
import { countCorrectionMatches } from '../queries/correction-counts.ts';
import type { ProductFilter } from '../queries/product-filter.ts';
import { findKnownWords, listSearchWords, type TextMatch } from '../queries/text-search.ts';
import type { CatalogueContext } from './context.ts';
import { rememberForFilter } from './listing-cache.ts';
import type { Corrector } from './slip-corrections.ts';

/** Whether a word occurs in the catalogue, and the vocabulary, change only with products. */
const spellingTtlSeconds = 600;
/** Corrections tried per misspelt word when a slip is ambiguous ("سبر": سبز, سیر, صبر). */
const correctionsPerWord = 4;

/** One reading of the query: its words, and its text when it is not what the customer typed. */
type Candidate = { text: string; words: string[]; reading: 'typed' | 'keyboard_layout' };
/** A corrected reading: what to search, and the query to name for it. */
type Corrected = { match: TextMatch; named: string };

/**
 * Where the fallbacks learn which words the catalogue has: by default the database (cached in Redis
 * for spellingTtlSeconds); the search box passes its process's index (search-index.ts), which knows
 * them at once and exactly.
 */
export type Lexicon = {
  /** The words (of those given) that occur in some active product's search text. */
  knownWords(words: readonly string[]): Promise<Set<string>>;
  /** closestWords against the vocabulary misspelt words are corrected against (most used first). */
  corrector(): Promise<Corrector>;
  /** countCorrectionMatches: how many products under the filter each term of each word matches. */
  correctionCounts(filter: ProductFilter & { text: TextMatch }): Promise<number[][]>;
};

export function databaseLexicon(ctx: CatalogueContext): Lexicon {
  return {
    knownWords: (words) => knownWords(ctx, words),
    corrector: async () => {
      const vocabulary = await remember(ctx.cache, 'catalogue:search-words', spellingTtlSeconds, () =>
        listSearchWords(ctx.db),
      );
      return (word, limit) => closestWords(word, vocabulary, limit);
    },
    correctionCounts: (filter) =>
      rememberForFilter(ctx, 'correction-counts', filter, () =>
        countCorrectionMatches(ctx.db, filter, ctx.now()),
      ),
  };
}

export type TextSearchOutcome<R> = {
  result: R;
  /** The words searched instead of the customer's, as the page names them; null when as typed. */
  correctedQuery: string | null;
  correctedBecause: CorrectionReason | null;
};

/**
 * Runs a search (`run`) for a shopper's query, trying in turn until one `found` something:
 * 1. the words as typed, and — when the query looks typed on an English keyboard — its Persian
 *    reading, in parallel; the original wins when both find something;
 * 2. the same with every word that occurs nowhere in the catalogue replaced by its likely
 *    corrections (one slip for words up to five letters, two beyond). Correctly spelt words are never
 *    loosened, so a query that finds something as typed has no noise in its results, count or sorts.
 * Whenever other words than the typed ones found the answer, `correctedQuery` names them (issue 21:
 * a corrected typo used to be silent) and `correctedBecause` says why. A misspelt word with several
 * corrections is named by the one matching most products under `scope` (the request's other
 * filters), which is also put first for the relevance order, so the note and the top of the list
 * agree (decision 66). With no usable words, `run` gets no text match at all.
 */
export async function searchWithFallbacks<R>(
  ctx: CatalogueContext,
  query: string | undefined,
  run: (db: Db, match: TextMatch | null) => Promise<R>,
  found: (result: R) => boolean,
  scope: ProductFilter = {},
  lexicon: Lexicon = databaseLexicon(ctx),
): Promise<TextSearchOutcome<R>> {
  const words = searchWords(query ?? '');
  if (words.length === 0) return { result: await run(ctx.db, null), ...asTyped };
  const alternative = keyboardAlternative(query ?? '');
  const candidates: Candidate[] = [{ text: query ?? '', words, reading: 'typed' }];
  if (alternative) {
    candidates.push({ text: alternative, words: searchWords(alternative), reading: 'keyboard_layout' });
  }

  const plain = await Promise.all(
    candidates.map((candidate) => run(ctx.db, { words: candidate.words.map((word) => ({ terms: [word] })) })),
  );
  const hit = plain.findIndex(found);
  if (hit >= 0) {
    const candidate = candidates[hit] as Candidate;
    const result = plain[hit] as R;
    return candidate.reading === 'typed'
      ? { result, ...asTyped }
      : { result, correctedQuery: candidate.text, correctedBecause: 'keyboard_layout' };
  }

  const corrected = await Promise.all(
    candidates.map((candidate) => correctedMatch(lexicon, candidate, scope)),
  );
  const retried = await Promise.all(corrected.map((entry) => (entry ? run(ctx.db, entry.match) : undefined)));
  const correctedHit = retried.findIndex((result) => result !== undefined && found(result));
  if (correctedHit < 0) return { result: plain[0] as R, ...asTyped };
  return {
    result: retried[correctedHit] as R,
    correctedQuery: corrected[correctedHit]?.named ?? null,
    correctedBecause:
      candidates[correctedHit]?.reading === 'keyboard_layout' ? 'keyboard_layout' : 'spelling',
  };
}

const asTyped = { correctedQuery: null, correctedBecause: null } as const;

/**
 * The candidate's words with the unknown ones corrected, each word's corrections in the order of
 * how many products they match under `scope` (none that match nothing), and the query naming the
 * best of each; null when there is nothing to correct or a word's corrections all match nothing.
 */
async function correctedMatch(
  lexicon: Lexicon,
  candidate: Candidate,
  scope: ProductFilter,
): Promise<Corrected | null> {
  const { words } = candidate;
  const fuzzable = words.filter(canBeCorrected);
  const known = await lexicon.knownWords(fuzzable);
  const unknown = fuzzable.filter((word) => !known.has(word));
  if (unknown.length === 0) return null;
  const correct = await lexicon.corrector();
  const loose: TextMatch = {
    words: words.map((word) => ({
      terms: unknown.includes(word) ? correct(word, correctionsPerWord) : [word],
    })),
  };
  // A word with no correction matches nothing, and so would the whole query.
  if (!loose.words.every((word) => word.terms.length > 0)) return null;
  const counts = await lexicon.correctionCounts({ ...scope, text: loose });
  const match: TextMatch = {
    words: loose.words.map((word, w) => {
      if (word.terms.length === 1) return word;
      const ranked = word.terms
        .map((term, t) => ({ term, count: counts[w]?.[t] ?? 0 }))
        .filter((entry) => entry.count > 0)
        // Stable: equal counts keep the vocabulary's order (the catalogue's commoner word first).
        .sort((a, b) => b.count - a.count);
      return { terms: ranked.map((entry) => entry.term) };
    }),
  };
  if (!match.words.every((word) => word.terms.length > 0)) return null;
  const corrections = new Map(
    unknown.map((word) => [word, match.words[words.indexOf(word)]?.terms[0] ?? word] as const),
  );
  return { match, named: withCorrections(candidate.text, corrections) };
}

async function knownWords(ctx: CatalogueContext, words: readonly string[]): Promise<Set<string>> {
  const cached = await Promise.all(
    words.map(async (word) => ({ word, known: await ctx.cache.get<boolean>(knownWordKey(word)) })),
  );
  const unchecked = cached.filter((entry) => entry.known === undefined).map((entry) => entry.word);
  const found = await findKnownWords(ctx.db, unchecked);
  await Promise.all(
    unchecked.map((word) => ctx.cache.set(knownWordKey(word), found.has(word), spellingTtlSeconds)),
  );
  return new Set([...cached.filter((entry) => entry.known === true).map((entry) => entry.word), ...found]);
}

function knownWordKey(word: string): string {
  return `catalogue:known-word:${word}`;
}
