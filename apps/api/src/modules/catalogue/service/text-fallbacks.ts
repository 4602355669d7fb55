import { canBeCorrected, keyboardAlternative, searchWords } from '@shop/domain/catalogue/search-query';
import { closestWords } from '@shop/domain/catalogue/spelling';
import { remember } from '../../../adapters/cache/port.ts';
import type { Db } from '../../../db/client.ts';
import { findKnownWords, listSearchWords, type TextMatch } from '../queries/text-search.ts';
import type { CatalogueContext } from './context.ts';

/** Whether a word occurs in the catalogue, and the vocabulary, change only with products. */
const spellingTtlSeconds = 600;
/** Corrections tried per misspelt word when a slip is ambiguous ("سبر": سبز, سیر, صبر). */
const correctionsPerWord = 4;

type Candidate = { words: string[]; corrected: string | null };

export type TextSearchOutcome<R> = { result: R; correctedQuery: string | null };

/**
 * Runs a search (`run`) for a shopper's query, trying in turn until one `found` something:
 * 1. the words as typed, and — when the query looks typed on an English keyboard — its Persian
 *    reading, in parallel; the original wins when both find something;
 * 2. the same with every word that occurs nowhere in the catalogue replaced by its likely
 *    corrections (one slip for words up to five letters, two beyond). Correctly spelt words are never
 *    loosened, so a query that finds something as typed has no noise in its results, count or sorts.
 * `correctedQuery` is the Persian reading when that is what found the answer. With no usable words,
 * `run` gets no text match at all.
 */
export async function searchWithFallbacks<R>(
  ctx: CatalogueContext,
  query: string | undefined,
  run: (db: Db, match: TextMatch | null) => Promise<R>,
  found: (result: R) => boolean,
): Promise<TextSearchOutcome<R>> {
  const words = searchWords(query ?? '');
  if (words.length === 0) return { result: await run(ctx.db, null), correctedQuery: null };
  const alternative = keyboardAlternative(query ?? '');
  const candidates: Candidate[] = [{ words, corrected: null }];
  if (alternative) candidates.push({ words: searchWords(alternative), corrected: alternative });

  const asTyped = await Promise.all(
    candidates.map((candidate) => run(ctx.db, { words: candidate.words.map((word) => ({ terms: [word] })) })),
  );
  const hit = asTyped.findIndex(found);
  if (hit >= 0) return outcome(asTyped, candidates, hit);

  const corrected = await Promise.all(candidates.map((candidate) => correctedMatch(ctx, candidate.words)));
  const retried = await Promise.all(corrected.map((match) => (match ? run(ctx.db, match) : undefined)));
  const correctedHit = retried.findIndex((result) => result !== undefined && found(result));
  if (correctedHit >= 0) return outcome(retried, candidates, correctedHit);
  return outcome(asTyped, candidates, 0);
}

function outcome<R>(
  results: (R | undefined)[],
  candidates: Candidate[],
  index: number,
): TextSearchOutcome<R> {
  return { result: results[index] as R, correctedQuery: candidates[index]?.corrected ?? null };
}

/** The words with the unknown ones corrected, or null when there is nothing to correct. */
async function correctedMatch(ctx: CatalogueContext, words: readonly string[]): Promise<TextMatch | null> {
  const fuzzable = words.filter(canBeCorrected);
  const known = await knownWords(ctx, fuzzable);
  const unknown = fuzzable.filter((word) => !known.has(word));
  if (unknown.length === 0) return null;
  const vocabulary = await remember(ctx.cache, 'catalogue:search-words', spellingTtlSeconds, () =>
    listSearchWords(ctx.db),
  );
  const match = {
    words: words.map((word) => ({
      terms: unknown.includes(word) ? closestWords(word, vocabulary, correctionsPerWord) : [word],
    })),
  };
  // A word with no correction matches nothing, and so would the whole query.
  return match.words.every((word) => word.terms.length > 0) ? match : null;
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
