import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
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

/** What judging one guess found: no live code to judge against, the right code, or a wrong one. */
export type Judgement = { kind: 'no-live-code' } | { kind: 'right' } | { kind: 'wrong'; wrongTries: number };

/**
 * Judges a guess against the number's newest live code and records the verdict in ONE conditional
 * UPDATE (issue 16): the right code is consumed, a wrong one counts a try. Every guess takes the
 * code's row lock, and PostgreSQL re-checks `wrong_tries < max` on the newest row version after the
 * wait, so however many guesses arrive at once, at most `maxWrongTries` wrong ones are ever judged
 * before the code is used up. (Checking and counting in two statements let a burst of guesses all be
 * judged against a count of zero.)
 */
export async function judgeOneTimeCode(
  db: Db,
  args: { mobile: string; codeHash: string; now: Date; maxWrongTries: number },
): Promise<Judgement> {
  const matches = sql`${oneTimeCodes.codeHash} = ${args.codeHash}`;
  const [row] = await db
    .update(oneTimeCodes)
    .set({
      consumedAt: sql`case when ${matches} then ${args.now.toISOString()}::timestamptz else null end`,
      wrongTries: sql`${oneTimeCodes.wrongTries} + case when ${matches} then 0 else 1 end`,
    })
    .where(
      and(
        eq(oneTimeCodes.id, latestOf(args.mobile)),
        isNull(oneTimeCodes.consumedAt),
        gt(oneTimeCodes.expiresAt, args.now),
        lt(oneTimeCodes.wrongTries, args.maxWrongTries),
      ),
    )
    .returning({ consumedAt: oneTimeCodes.consumedAt, wrongTries: oneTimeCodes.wrongTries });
  if (!row) return { kind: 'no-live-code' };
  return row.consumedAt ? { kind: 'right' } : { kind: 'wrong', wrongTries: row.wrongTries };
}
