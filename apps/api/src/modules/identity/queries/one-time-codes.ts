import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { oneTimeCodes } from '../tables.ts';

export async function insertOneTimeCode(
  db: Db,
  values: { mobile: string; codeHash: string; now: Date; expiresAt: Date },
): Promise<number> {
  const [row] = await db
    .insert(oneTimeCodes)
    .values({
      mobile: values.mobile,
      codeHash: values.codeHash,
      createdAt: values.now,
      expiresAt: values.expiresAt,
    })
    .returning({ id: oneTimeCodes.id });
  if (!row) throw new Error('one-time code insert returned no row');
  return row.id;
}

/** The undo of an insert whose SMS could not be sent: the customer's previous code stays the latest. */
export async function deleteOneTimeCode(db: Db, id: number): Promise<void> {
  await db.delete(oneTimeCodes).where(eq(oneTimeCodes.id, id));
}

// Only the newest code of a number counts: asking for a new code retires the older ones.
function latestOf(mobile: string) {
  return sql`(select max(${oneTimeCodes.id}) from ${oneTimeCodes} where ${oneTimeCodes.mobile} = ${mobile})`;
}

function live(now: Date, maxWrongTries: number) {
  return and(
    isNull(oneTimeCodes.consumedAt),
    gt(oneTimeCodes.expiresAt, now),
    lt(oneTimeCodes.wrongTries, maxWrongTries),
  );
}

/**
 * Uses the number's newest code if it is live and matches, in one conditional UPDATE: of two
 * verifications at once, the second finds it consumed. True when the code was consumed.
 */
export async function consumeOneTimeCode(
  db: Db,
  args: { mobile: string; codeHash: string; now: Date; maxWrongTries: number },
): Promise<boolean> {
  const rows = await db
    .update(oneTimeCodes)
    .set({ consumedAt: args.now })
    .where(
      and(
        eq(oneTimeCodes.id, latestOf(args.mobile)),
        eq(oneTimeCodes.codeHash, args.codeHash),
        live(args.now, args.maxWrongTries),
      ),
    )
    .returning({ id: oneTimeCodes.id });
  return rows.length > 0;
}

/**
 * Counts a wrong try against the number's newest live code, in one statement. Answers the tries
 * so far, or undefined when there is no live code to count against (expired, used, used up).
 */
export async function countWrongTry(
  db: Db,
  args: { mobile: string; codeHash: string; now: Date; maxWrongTries: number },
): Promise<number | undefined> {
  const [row] = await db
    .update(oneTimeCodes)
    .set({ wrongTries: sql`${oneTimeCodes.wrongTries} + 1` })
    .where(
      and(
        eq(oneTimeCodes.id, latestOf(args.mobile)),
        ne(oneTimeCodes.codeHash, args.codeHash),
        live(args.now, args.maxWrongTries),
      ),
    )
    .returning({ wrongTries: oneTimeCodes.wrongTries });
  return row?.wrongTries;
}
