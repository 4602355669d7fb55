import { describe, expect, it } from 'vitest';
import { faPayments } from '../../shared/i18n/fa-checkout.ts';
import { paymentResultMessage } from './payment-result-message.ts';

const messageOf = (query: string) => paymentResultMessage(new URLSearchParams(query));

describe('paymentResultMessage: /payments speaks only the shop’s words (issue 46, item 26)', () => {
  it('never shows a message carried in the address', () => {
    const phishing = 'message=' + encodeURIComponent('حساب شما مسدود شد؛ با ۰۹۱۲۰۰۰۰۰۰۰ تماس بگیرید');
    expect(messageOf(phishing)).toBeNull();
    expect(messageOf(`status=hacked&${phishing}`)).toBeNull();
    expect(messageOf(`status=invoice&${phishing}`)).toBe(faPayments.invoice);
    expect(messageOf(`status=paid&${phishing}`)).toBe(faPayments.bank.paid);
  });

  it('names each outcome of placing and paying in the shop’s words', () => {
    expect(messageOf('status=paid-from-wallet')).toBe(faPayments.wallet);
    expect(messageOf('status=failed')).toBe(faPayments.bank.failed);
    expect(messageOf('status=unpaid')).toBe(faPayments.bank.unpaid);
  });

  it('writes a reservation’s deadline itself, and drops one that is not a date it could have written', () => {
    const until = new Date(Date.now() + 24 * 3600 * 1000).toISOString();
    const told = messageOf(`status=reserved&until=${encodeURIComponent(until)}`);
    expect(told).toMatch(/^سفارش شما تا .+ رزرو شد/);
    expect(told).not.toContain('T');
    expect(messageOf('status=reserved&until=' + encodeURIComponent('<b>فردا</b>'))).toBe(
      faPayments.reservedNoTime,
    );
    expect(messageOf('status=reserved&until=9999-01-01T00:00:00Z')).toBe(faPayments.reservedNoTime);
    expect(messageOf('status=reserved')).toBe(faPayments.reservedNoTime);
  });
});
