import type { OwnCouponsPage } from '@shop/domain/checkout/coupon-schemas';
import { faRewards } from '../../../shared/i18n/fa-rewards.ts';
import { paths } from '../../../shared/paths.ts';
import { Pager } from '../../../shared/ui/pager.tsx';
import { CouponCard } from './coupon-card.tsx';

const t = faRewards.coupons;

/** /profile/coupons-codes (checkout-and-account.md §2 "Discount codes"): the customer's own codes. */
export function CouponsPage({ coupons, page }: { coupons: OwnCouponsPage; page: number }) {
  return (
    <section className="mx-auto max-w-3xl space-y-4">
      <h1 className="text-xl font-bold">{t.heading}</h1>
      {coupons.list.length === 0 ? (
        <p className="rounded-3xl bg-white p-8 text-center text-muted shadow-sm">{t.empty}</p>
      ) : (
        <>
          <p className="text-sm text-muted">{t.intro}</p>
          <ul className="space-y-3">
            {coupons.list.map((coupon) => (
              <CouponCard key={coupon.code} coupon={coupon} />
            ))}
          </ul>
        </>
      )}
      <Pager pathname={paths.profileCoupons()} page={page} count={coupons.count} />
    </section>
  );
}
