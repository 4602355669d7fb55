import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { PaymentGateway } from './port.ts';
import { sandboxPayments } from './sandbox-tables.ts';

/** Zarinpal's smallest payment (rials); the sandbox refuses less, as the real gateway does. */
const minimumRials = 10_000;

/** 36 characters, like Zarinpal's authorities, starting with S for "sandbox". */
function newAuthority(): string {
  return `S${randomBytes(27).toString('base64url').replace(/[-_]/g, '0').slice(0, 35)}`;
}

/**
 * The shop's offline bank (the default gateway; never with an https PUBLIC_URL): a page of the shop at
 * `/sandbox-bank/{authority}` where the payer presses «پرداخت» or «انصراف» (sandbox-bank-routes.ts),
 * and a verify that answers with Zarinpal's codes: 100 paid, 101 already verified, -51 not paid, -50
 * another amount, -54 no such authority.
 */
export function createSandboxGateway(deps: { db: Db; publicUrl: string }): PaymentGateway {
  const { db } = deps;
  return {
    name: 'sandbox',
    async request({ amount, callbackUrl, description, mobile }) {
      if (!Number.isSafeInteger(amount) || amount < minimumRials) {
        return { ok: false, code: -9, message: 'مبلغ باید دست‌کم ۱۰٬۰۰۰ ریال باشد' };
      }
      const authority = newAuthority();
      await db.insert(sandboxPayments).values({ authority, amount, callbackUrl, description, mobile });
      return { ok: true, authority, payUrl: `${deps.publicUrl}/sandbox-bank/${authority}` };
    },
    async verify({ authority, amount }) {
      const [payment] = await db
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.authority, authority));
      if (!payment) return { kind: 'not-paid', code: -54, message: 'اتوریتی نامعتبر است' };
      if (payment.state !== 'paid')
        return { kind: 'not-paid', code: -51, message: 'پرداخت ناموفق یا لغو شده' };
      if (payment.amount !== amount) {
        return { kind: 'not-paid', code: -50, message: 'مبلغ پرداخت‌شده با مبلغ درخواستی یکسان نیست' };
      }
      // The first verification wins (a conditional update): any other, at once or later, is told 101.
      const refId = String(10_000_000 + Math.floor(Math.random() * 89_999_999));
      const [first] = await db
        .update(sandboxPayments)
        .set({ verified: true, refId })
        .where(and(eq(sandboxPayments.authority, authority), eq(sandboxPayments.verified, false)))
        .returning({ refId: sandboxPayments.refId });
      if (first) return { kind: 'paid', code: 100, refId, cardPan: '6037******1234' };
      return { kind: 'already-verified', code: 101, refId: payment.refId, cardPan: '6037******1234' };
    },
    async unverified() {
      const rows = await db
        .select()
        .from(sandboxPayments)
        .where(and(eq(sandboxPayments.state, 'paid'), eq(sandboxPayments.verified, false)));
      return rows.map((row) => ({
        authority: row.authority,
        amount: row.amount,
        callbackUrl: row.callbackUrl,
        date: row.createdAt.toISOString(),
      }));
    },
    async reverse({ authority }) {
      const [reversed] = await db
        .update(sandboxPayments)
        .set({ state: 'reversed' })
        .where(
          and(
            eq(sandboxPayments.authority, authority),
            eq(sandboxPayments.state, 'paid'),
            eq(sandboxPayments.verified, true),
          ),
        )
        .returning({ authority: sandboxPayments.authority });
      return reversed ? { ok: true } : { ok: false, code: -9, message: 'این پرداخت برگشت‌پذیر نیست' };
    },
  };
}

/** The payer's choice on the sandbox bank's page: the payment is paid or cancelled, once. */
export async function answerSandboxPayment(
  db: Db,
  authority: string,
  result: 'paid' | 'cancelled',
): Promise<{ callbackUrl: string; state: string } | null> {
  await db
    .update(sandboxPayments)
    .set({ state: result })
    .where(and(eq(sandboxPayments.authority, authority), eq(sandboxPayments.state, 'pending')));
  const [payment] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.authority, authority));
  return payment ? { callbackUrl: payment.callbackUrl, state: payment.state } : null;
}

export async function findSandboxPayment(db: Db, authority: string) {
  const [payment] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.authority, authority));
  return payment ?? null;
}
