import { describe, expect, it } from 'vitest';
import { walletLine } from './wallet-line.ts';

describe("the wallet's line on /profile", () => {
  it('shows the balance in tomans (rials divided by ten), with Persian digits', () => {
    expect(walletLine(1_250_000)).toEqual({
      label: 'موجودی کیف پول',
      amount: '۱۲۵٬۰۰۰ تومان',
      isDebt: false,
    });
    expect(walletLine(0).amount).toBe('۰ تومان');
  });

  it('names a negative balance a debt and shows its amount without a minus', () => {
    expect(walletLine(-50_000)).toEqual({ label: 'بدهی کیف پول', amount: '۵٬۰۰۰ تومان', isDebt: true });
  });
});
