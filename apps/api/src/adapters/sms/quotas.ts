import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import type { Sweep } from '../../platform/sweep-runner.ts';
import { smsBudgetAlerts, smsQuotas } from './tables.ts';

/** The caps every text passes (decision 083; SMS_* settings). */
export type SmsLimits = {
  /** Texts that are not essential (orders, the waitlist) one number may get in an hour… */
  perNumberPerHour: number;
  /** …and in a day (UTC). */
  perNumberPerDay: number;
  /** Every text the shop sends in an hour; past it only essential ones go (sign-in codes, alerts). */
  budgetPerHour: number;
};

export const defaultSmsLimits: SmsLimits = { perNumberPerHour: 6, perNumberPerDay: 20, budgetPerHour: 1000 };

type Scope = 'number-hour' | 'number-day' | 'shop-hour';

export type Verdict =
  { allowed: true; overBudget: boolean } | { allowed: false; reason: Scope; overBudget: boolean };

const hourOf = (now: Date) => new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000);
const dayOf = (now: Date) => new Date(Math.floor(now.getTime() / 86_400_000) * 86_400_000);

class Refused extends Error {
  readonly reason: Scope;
  constructor(reason: Scope) {
    super(reason);
    this.reason = reason;
  }
}

/**
 * Counts one text against its windows, in one transaction of conditional upserts: each adds one only
 * below its cap (`on conflict … do update … where count < cap`), which PostgreSQL evaluates on the row
 * it locked, so two senders at once cannot both take the last place. A text refused by one cap counts
 * in none (the transaction rolls back). An essential text is counted in the shop's hour, never refused.
 */
export async function takeSmsQuota(
  db: Database,
  text: { mobile: string; essential: boolean },
  limits: SmsLimits,
  now: Date,
): Promise<Verdict> {
  const hour = hourOf(now);
  try {
    return await db.transaction(async (tx) => {
      if (text.essential) {
        const count = await countIn(tx, 'shop-hour', '', hour, null);
        return { allowed: true, overBudget: count! > limits.budgetPerHour };
      }
      if ((await countIn(tx, 'number-hour', text.mobile, hour, limits.perNumberPerHour)) === null)
        throw new Refused('number-hour');
      if ((await countIn(tx, 'number-day', text.mobile, dayOf(now), limits.perNumberPerDay)) === null)
        throw new Refused('number-day');
      if ((await countIn(tx, 'shop-hour', '', hour, limits.budgetPerHour)) === null)
        throw new Refused('shop-hour');
      return { allowed: true, overBudget: false };
    });
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    return { allowed: false, reason: error.reason, overBudget: error.reason === 'shop-hour' };
  }
}

/** The window's new count, or null when it is at `cap` already (a null cap: no cap). */
async function countIn(
  tx: Transaction,
  scope: Scope,
  subject: string,
  windowStart: Date,
  cap: number | null,
): Promise<number | null> {
  if (cap !== null && cap <= 0) return null;
  const [row] = await tx
    .insert(smsQuotas)
    .values({ scope, subject, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [smsQuotas.scope, smsQuotas.subject, smsQuotas.windowStart],
      set: { count: sql`${smsQuotas.count} + 1` },
      ...(cap === null ? {} : { setWhere: sql`${smsQuotas.count} < ${cap}` }),
    })
    .returning({ count: smsQuotas.count });
  return row?.count ?? null;
}

/**
 * Records a text past the shop's budget in its hour's alert; true for the first of the hour (the one
 * that raises the alert), so the log says it once an hour, not once a text.
 */
export async function recordOverBudget(db: Database, budget: number, now: Date): Promise<boolean> {
  const [row] = await db
    .insert(smsBudgetAlerts)
    .values({ windowStart: hourOf(now), budget, overBudget: 1, raisedAt: now, lastAt: now })
    .onConflictDoUpdate({
      target: smsBudgetAlerts.windowStart,
      set: { overBudget: sql`${smsBudgetAlerts.overBudget} + 1`, lastAt: now },
    })
    .returning({ overBudget: smsBudgetAlerts.overBudget });
  return row?.overBudget === 1;
}

/** The budget alerts, newest first (the back office's list, later). */
export function listSmsBudgetAlerts(db: Database, limit = 50) {
  return db
    .select()
    .from(smsBudgetAlerts)
    .orderBy(sql`${smsBudgetAlerts.windowStart} desc`)
    .limit(limit);
}

type QuotaRow = { scope: string; subject: string; windowStart: Date };

/** Forgets windows older than two days: no cap looks further back than a day. */
export const forgetSmsQuotas: Sweep<QuotaRow> = {
  name: 'forget sms quotas',
  claim: (tx, limit, now) =>
    tx
      .select({ scope: smsQuotas.scope, subject: smsQuotas.subject, windowStart: smsQuotas.windowStart })
      .from(smsQuotas)
      .where(lt(smsQuotas.windowStart, new Date(now.getTime() - 2 * 86_400_000)))
      .limit(limit)
      .for('update', { skipLocked: true }),
  handle: async (tx, row) => {
    await tx
      .delete(smsQuotas)
      .where(
        and(
          eq(smsQuotas.scope, row.scope),
          eq(smsQuotas.subject, row.subject),
          eq(smsQuotas.windowStart, row.windowStart),
        ),
      );
  },
};
