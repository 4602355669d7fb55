import { formatToman } from '@shop/domain/money';
import { faAccount } from '../../shared/i18n/fa-account.ts';

/**
 * The wallet as /profile's menu shows it: the balance in tomans, or, when negative, the debt as a
 * positive amount under its own name (checkout-and-account.md §1: a negative balance is a debt), so
 * a customer never reads «-۵۰۰ تومان» as money they have.
 */
export function walletLine(balanceRials: number): { label: string; amount: string; isDebt: boolean } {
  const isDebt = balanceRials < 0;
  return {
    label: isDebt ? faAccount.sections.walletDebt : faAccount.account.wallet,
    amount: formatToman(Math.abs(balanceRials)),
    isDebt,
  };
}
