import type { OwnCoupon } from '@shop/domain/checkout/coupon-schemas';
import { faRewards } from '../../../shared/i18n/fa-rewards.ts';
import { couponMinimumLabel, couponValidityLabel, couponValueLabel } from '../coupon-labels.ts';
import { CopyCodeButton } from './copy-code-button.tsx';

const t = faRewards.coupons;

/**
 * One code as a ticket: what it takes off, the code itself (a left-to-right island), the last day of
 * use and the minimum; the copy button only while the code can be used, a muted tag otherwise.
 */
export function CouponCard({ coupon }: { coupon: OwnCoupon }) {
  const minimum = couponMinimumLabel(coupon.flooring);
  return (
    <li
      data-testid="coupon"
      className={`flex flex-wrap items-stretch gap-x-4 gap-y-3 rounded-2xl bg-white p-4 shadow-sm ${coupon.active ? '' : 'opacity-70'}`}
    >
      <div className="flex w-28 shrink-0 flex-col items-center justify-center rounded-xl bg-brand-50 px-2 py-3 text-center text-brand-700">
        <span className="text-lg leading-tight font-bold">{couponValueLabel(coupon)}</span>
        <span className="text-xs">{t.off}</span>
      </div>
      <div className="min-w-0 flex-1 space-y-1.5 self-center">
        <p className="font-mono text-lg font-semibold tracking-wider">
          <bdi dir="ltr">{coupon.code}</bdi>
        </p>
        <p className="text-sm text-muted">{couponValidityLabel(coupon.expired_at)}</p>
        <p className="text-sm text-muted">{minimum ?? t.noMinimum}</p>
      </div>
      <div className="flex w-full items-center sm:w-auto">
        {coupon.active ? (
          <CopyCodeButton code={coupon.code} />
        ) : (
          <span className="rounded-lg bg-surface px-3 py-1.5 text-sm text-muted">{t.unusable}</span>
        )}
      </div>
    </li>
  );
}
