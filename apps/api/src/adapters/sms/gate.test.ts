import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { toStoredMobile } from '@shop/domain/mobile';
import { getTestApp } from '../../test/app.ts';
import { createSmsGate } from './gate.ts';
import { SmsSuppressedError, type SmsMessage, type SmsSender } from './port.ts';
import type { SmsLimits } from './quotas.ts';
import { smsBudgetAlerts, smsOutbox } from './tables.ts';

// The gate every text passes (issue 46, item 21; decision 083). Each test runs on an hour of its own
// far in the future: the windows are shared by everything that sends in the same hour.

const { database } = await getTestApp();
const { db } = database;
const quiet = { info: () => {}, warn: () => {} };

function setUp(limits: SmsLimits) {
  const now = new Date(Date.UTC(2040, 0, 1) + randomInt(0, 500_000) * 3_600_000);
  const delivered: SmsMessage[] = [];
  const alerts: string[] = [];
  const inner: SmsSender = {
    provider: 'test',
    send: async (message) => {
      delivered.push(message);
    },
  };
  const gate = createSmsGate(inner, {
    db,
    now: () => now,
    limits,
    alert: (_d, message) => alerts.push(message),
  });
  return { gate, delivered, alerts, now };
}

const newNumber = () => `0912${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
const orderText = (mobile: string): SmsMessage => ({
  mobile,
  text: 'سبدینو\nسفارش لغو شد.',
  template: 'order',
  tokens: { token: '1234567890' },
});
const outcome = (sent: Promise<void>) =>
  sent.then(
    () => 'sent',
    (error: unknown) => (error instanceof SmsSuppressedError ? 'suppressed' : 'failed'),
  );
const recordsTo = (mobile: string) =>
  db
    .select({ status: smsOutbox.status, error: smsOutbox.error })
    .from(smsOutbox)
    .where(eq(smsOutbox.mobile, toStoredMobile(mobile)));

describe('the SMS gate', () => {
  it("caps one number's texts, even when twenty are sent to it at once, and records the rest as suppressed", async () => {
    const { gate, delivered } = setUp({ perNumberPerHour: 5, perNumberPerDay: 50, budgetPerHour: 1000 });
    const mobile = newNumber();
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => outcome(gate.send(orderText(mobile), quiet))),
    );
    expect(outcomes.filter((o) => o === 'sent')).toHaveLength(5);
    expect(outcomes.filter((o) => o === 'suppressed')).toHaveLength(15);
    expect(delivered).toHaveLength(5);
    const records = await recordsTo(mobile);
    expect(records).toHaveLength(15);
    expect(records.every((r) => r.status === 'suppressed' && r.error === 'number-hour')).toBe(true);
    // Another number is not held back by this one's cap; a sign-in code to this one still goes.
    expect(await outcome(gate.send(orderText(newNumber()), quiet))).toBe('sent');
    expect(await outcome(gate.send({ mobile, text: 'کد', tokens: { token: '12345' } }, quiet))).toBe('sent');
  });

  it('caps a number per day across hours', async () => {
    const limits = { perNumberPerHour: 3, perNumberPerDay: 4, budgetPerHour: 1000 };
    // Two hours of one day: each hour's cap has room, the day's runs out.
    const start = new Date(Date.UTC(2040, 0, 1) + randomInt(0, 20_000) * 86_400_000);
    const hours = [1, 2].map((h) => new Date(start.getTime() + h * 3_600_000));
    const gateAt = (now: Date) =>
      createSmsGate(
        { provider: 'test', send: async () => {} },
        { db, now: () => now, limits, alert: () => {} },
      );
    const sameDay = [gateAt(hours[0]!), gateAt(hours[1]!)];
    const mobileB = newNumber();
    expect(await outcome(sameDay[0]!.send(orderText(mobileB), quiet))).toBe('sent');
    expect(await outcome(sameDay[0]!.send(orderText(mobileB), quiet))).toBe('sent');
    expect(await outcome(sameDay[1]!.send(orderText(mobileB), quiet))).toBe('sent');
    expect(await outcome(sameDay[1]!.send(orderText(mobileB), quiet))).toBe('sent');
    expect(await outcome(sameDay[1]!.send(orderText(mobileB), quiet))).toBe('suppressed');
    expect((await recordsTo(mobileB)).map((r) => r.error)).toEqual(['number-day']);
  });

  it("stops texts that are not essential past the shop's hourly budget, raises one alert, and lets sign-in codes through", async () => {
    const { gate, delivered, alerts, now } = setUp({
      perNumberPerHour: 10,
      perNumberPerDay: 10,
      budgetPerHour: 3,
    });
    const results = [];
    for (let i = 0; i < 5; i += 1) results.push(await outcome(gate.send(orderText(newNumber()), quiet)));
    expect(results).toEqual(['sent', 'sent', 'sent', 'suppressed', 'suppressed']);
    // The alert: once, as an error log line and a row for the back office.
    expect(alerts).toHaveLength(1);
    const hour = new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000);
    const [alert] = await db
      .select()
      .from(smsBudgetAlerts)
      .where(and(eq(smsBudgetAlerts.windowStart, hour)));
    expect(alert).toMatchObject({ budget: 3, overBudget: 2 });
    // A one-time code is essential: it goes, and is counted past the budget.
    const code = newNumber();
    expect(await outcome(gate.send({ mobile: code, text: 'کد', tokens: { token: '12345' } }, quiet))).toBe(
      'sent',
    );
    expect(delivered.map((m) => m.mobile).at(-1)).toBe(code);
    expect(delivered).toHaveLength(4);
    const [after] = await db.select().from(smsBudgetAlerts).where(eq(smsBudgetAlerts.windowStart, hour));
    expect(after!.overBudget).toBe(3);
    expect(alerts).toHaveLength(1);
  });
});
