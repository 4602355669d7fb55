import { desc, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { products, searchWords } from '../public/tables.ts';

/**
 * What a search's text must match: every word, each by any of its terms (see termCondition). A word
 * has one term, itself, unless it occurs nowhere in the catalogue; then its terms are its likely
 * corrections ("ماسط" → ماست).
 */
export type TextMatch = { words: readonly { terms: readonly string[] }[] };

/** `%term%` for LIKE; the normal form has no punctuation, but a pattern must never be injectable. */
export function likePattern(term: string): string {
  return `%${escapeLike(term)}%`;
}

function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/**
 * One term against `products.search_text`, both in normalizeSearchText's form (lower case), so LIKE
 * is exact, and five times cheaper than ILIKE on Persian text. A term matches anywhere, found by the
 * trigram GIN index, except in a query of only one- and two-letter words ("شی", typed so far): those
 * have no trigram of their own, so they match where a word starts ("شی" → شیر, not آشپزی), which the
 * index can serve. Beside a longer word they match anywhere, so "درجه یک" still finds «درجه‌یک»
 * (its ZWNJ is gone from search_text).
 */
export function termCondition(term: string, wordStartsOnly: boolean): SQL {
  if (!wordStartsOnly) return sql`${products.searchText} like ${likePattern(term)}`;
  const escaped = escapeLike(term);
  return sql`(${products.searchText} like ${`${escaped}%`} or ${products.searchText} like ${`% ${escaped}%`})`;
}

export function onlyShortWords(match: TextMatch): boolean {
  return match.words.every((word) => word.terms.every((term) => [...term].length < 3));
}

export function textCondition(match: TextMatch): SQL {
  const wordStartsOnly = onlyShortWords(match);
  const each = match.words.map((word) => {
    const terms = word.terms.map((term) => termCondition(term, wordStartsOnly));
    return terms.length === 1 ? (terms[0] ?? sql`false`) : sql`(${sql.join(terms, sql` or `)})`;
  });
  return sql.join(each, sql` and `);
}

/**
 * How well a product matches, for relevance: words found whole ("شیر" in «شیر کم‌چرب»), then words a
 * name word starts with, before words found inside another word (شیرینی). Plain LIKEs on the row
 * already read: a fifth of the cost of pg_trgm's word_similarity over thousands of matches.
 */
export function wholeWordCountSql(match: TextMatch): SQL<number> {
  return countOf(
    match,
    (term) => sql`(' ' || ${products.searchText} || ' ') like ${`% ${escapeLike(term)} %`}`,
  );
}

export function wordStartCountSql(match: TextMatch): SQL<number> {
  return countOf(match, (term) => sql`(' ' || ${products.searchText}) like ${`% ${escapeLike(term)}%`}`);
}

/**
 * For a corrected query: how far down each word's list of corrections the product matched (0 for
 * the commonest). "ماسط" may mean ماست or ماسک; the catalogue's commoner word is shown first.
 * Null when no word has more than one term: there is nothing to rank.
 */
export function correctionRankSql(match: TextMatch): SQL<number> | null {
  const ambiguous = match.words.filter((word) => word.terms.length > 1);
  if (ambiguous.length === 0) return null;
  const each = ambiguous.map(
    (word) =>
      sql`(case ${sql.join(
        word.terms.map((term, i) => sql`when ${termCondition(term, false)} then ${i}`),
        sql` `,
      )} else ${word.terms.length} end)`,
  );
  return sql<number>`(${sql.join(each, sql` + `)})`;
}

function countOf(match: TextMatch, test: (term: string) => SQL): SQL<number> {
  const each = match.words.map((word) => sql`(${sql.join(word.terms.map(test), sql` or `)})::int`);
  return sql<number>`(${sql.join(each, sql` + `)})`;
}

/** The words (of those given) that occur somewhere in the active catalogue as typed. */
export async function findKnownWords(db: Db, words: readonly string[]): Promise<Set<string>> {
  if (words.length === 0) return new Set();
  const values = sql.join(
    words.map((word) => sql`(${word}::text, ${likePattern(word)}::text)`),
    sql`, `,
  );
  const rows = await db
    .select({ word: sql<string>`v.word` })
    .from(sql`(values ${values}) as v(word, pattern)`)
    .where(
      sql`exists (select 1 from ${products} where ${products.isActive} and ${products.searchText} like v.pattern)`,
    );
  return new Set(rows.map((row) => row.word));
}

/** The vocabulary misspelt words are corrected against: words with a letter, most used first. */
export function listSearchWords(db: Db) {
  return db
    .select({ word: searchWords.word, products: searchWords.products })
    .from(searchWords)
    .where(sql`${searchWords.word} !~ '^[0-9]+$'`)
    .orderBy(desc(searchWords.products));
}
