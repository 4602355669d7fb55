import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { products } from '../public/tables.ts';
import { productWhere, type ProductFilter } from './product-filter.ts';
import { onlyShortWords, termCondition, type TextMatch } from './text-search.ts';

/**
 * For a corrected query, how many products under the filter each correction of each word matches
 * (the whole query matching): `counts[w][t]` for word `w`'s term `t`. One pass over the matches, and
 * only on the rare path where a word was misspelt.
 */
export async function countCorrectionMatches(
  db: Db,
  filter: ProductFilter & { text: TextMatch },
  now: Date,
): Promise<number[][]> {
  const wordStartsOnly = onlyShortWords(filter.text);
  const columns = Object.fromEntries(
    filter.text.words.flatMap((word, w) =>
      word.terms.map((term, t) => [
        `w${w}t${t}`,
        sql<number>`count(*) filter (where ${termCondition(term, wordStartsOnly)})::int`.mapWith(Number),
      ]),
    ),
  );
  const [row] = await db.select(columns).from(products).where(productWhere(filter, now));
  return filter.text.words.map((word, w) => word.terms.map((_, t) => Number(row?.[`w${w}t${t}`] ?? 0)));
}
