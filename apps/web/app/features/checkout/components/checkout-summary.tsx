import type { Payable } from '@shop/domain/checkout/payable';
import { formatToman } from '@shop/domain/money';
import { useState } from 'react';
import { faCheckout } from '../../../shared/i18n/fa-checkout.ts';
import { format } from '../../../shared/i18n/fa.ts';
import { SubmitButton } from '../../../shared/ui/submit-button.tsx';

const t = faCheckout.summary;

export type AppliedCoupon = { id: number; code: string; type: 1 | 2; value: number; decreased: number };

/** The summary column: the discount code, the price table from the payable rule, the wallet, submit. */
export function CheckoutSummary({
  payable,
  coupon,
  onApplyCoupon,
  onRemoveCoupon,
  walletBalance,
  useWallet,
  onUseWallet,
  payDebt,
  onPayDebt,
  isSubmitting,
  isBlocked,
  onSubmit,
}: {
  payable: Payable;
  coupon: AppliedCoupon | null;
  onApplyCoupon: (code: string) => Promise<void>;
  onRemoveCoupon: () => void;
  walletBalance: number;
  useWallet: boolean;
  onUseWallet: (on: boolean) => void;
  payDebt: boolean;
  onPayDebt: (on: boolean) => void;
  isSubmitting: boolean;
  isBlocked: boolean;
  onSubmit: () => void;
}) {
  const [code, setCode] = useState('');
  const [isApplying, setApplying] = useState(false);
  const row = (label: string, value: string, tone = '') => (
    <div className={`flex justify-between ${tone}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <aside
      data-testid="checkout-summary"
      className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-[0_1px_3px_rgba(0,0,0,0.06)] lg:sticky lg:top-6"
    >
      {coupon ? (
        <div className="flex items-center justify-between rounded-xl bg-brand-50 px-3 py-2 text-sm">
          <span>
            {faCheckout.coupon.label}: <b dir="ltr">{coupon.code}</b>
          </span>
          <button type="button" className="min-h-11 min-w-11 text-brand-700" onClick={onRemoveCoupon}>
            {faCheckout.coupon.remove}
          </button>
        </div>
      ) : (
        <form
          className="flex gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            setApplying(true);
            void onApplyCoupon(code).finally(() => setApplying(false));
          }}
        >
          <input
            aria-label={faCheckout.coupon.label}
            placeholder={faCheckout.coupon.placeholder}
            className="h-11 min-w-0 flex-1 rounded-xl border border-black/10 px-3 text-sm"
            value={code}
            dir="ltr"
            onChange={(event) => setCode(event.target.value)}
          />
          <button
            type="submit"
            disabled={code.trim() === '' || isApplying}
            className="min-h-11 rounded-xl border border-brand-600 px-4 text-sm font-semibold text-brand-700 disabled:opacity-40"
          >
            {faCheckout.coupon.apply}
          </button>
        </form>
      )}
      <dl className="flex flex-col gap-2 text-sm">
        {row(t.goods, formatToman(payable.subtotal))}
        {payable.companyDiscount > 0
          ? row(t.companyDiscount, `− ${formatToman(payable.companyDiscount)}`, 'text-brand-700')
          : null}
        {payable.couponDiscount > 0
          ? row(t.coupon, `− ${formatToman(payable.couponDiscount)}`, 'text-brand-700')
          : null}
        {payable.slotPrice > 0 ? row(t.slot, formatToman(payable.slotPrice)) : null}
        {row(t.shipping, payable.shipping.free ? t.shippingFree : formatToman(payable.shipping.amount))}
        {payable.walletSpent > 0
          ? row(t.wallet, `− ${formatToman(payable.walletSpent)}`, 'text-brand-700')
          : null}
        {payable.debtPaid > 0 ? row(t.debt, formatToman(payable.debtPaid)) : null}
        <div
          className="flex justify-between border-t border-black/5 pt-2 text-base font-bold"
          data-testid="payable"
        >
          <dt>{t.payable}</dt>
          <dd>{formatToman(payable.payable)}</dd>
        </div>
      </dl>
      {walletBalance > 0 ? (
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-6 shrink-0 accent-brand-600"
            checked={useWallet}
            onChange={(e) => onUseWallet(e.target.checked)}
          />
          {format(faCheckout.useWallet, { balance: formatToman(walletBalance) })}
        </label>
      ) : walletBalance < 0 ? (
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-6 shrink-0 accent-brand-600"
            checked={payDebt}
            onChange={(e) => onPayDebt(e.target.checked)}
          />
          {format(faCheckout.payDebt, { debt: formatToman(-walletBalance) })}
        </label>
      ) : null}
      {/* On a phone the submit is in the bar fixed to the bottom (checkout-page.tsx), not here. */}
      <div className="hidden lg:block">
        <SubmitButton type="button" isBusy={isSubmitting} disabled={isBlocked} onClick={onSubmit}>
          {isSubmitting ? faCheckout.submitting : faCheckout.submit}
        </SubmitButton>
      </div>
    </aside>
  );
}
