import type { IntroduceCodesPage } from '@shop/domain/checkout/coupon-schemas';
import { faRewards } from '../../../shared/i18n/fa-rewards.ts';
import { paths } from '../../../shared/paths.ts';
import { Pager } from '../../../shared/ui/pager.tsx';
import { earnedFromLabel, singleUseLabel } from '../invite.ts';

const t = faRewards.referral;

/** The codes earned by introducing friends: code, the friend's name, single use until a Persian date. */
export function EarnedCodes({ earned, page }: { earned: IntroduceCodesPage; page: number }) {
  return (
    <section aria-labelledby="earned-heading" className="space-y-3">
      <h2 id="earned-heading" className="text-lg font-bold">
        {t.earnedHeading}
      </h2>
      {earned.list.length === 0 ? (
        <p className="rounded-3xl bg-white p-8 text-center text-muted shadow-sm">{t.empty}</p>
      ) : (
        <ul className="space-y-3">
          {earned.list.map((code) => (
            <li
              key={code.code}
              data-testid="earned-code"
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1.5 rounded-2xl bg-white p-4 shadow-sm"
            >
              <div className="space-y-1">
                <p className="font-semibold">{earnedFromLabel(code)}</p>
                <p className="text-sm text-muted">{singleUseLabel(code.expired_at_fa)}</p>
              </div>
              <bdi dir="ltr" className="font-mono text-lg font-semibold tracking-wider">
                {code.code}
              </bdi>
            </li>
          ))}
        </ul>
      )}
      <Pager pathname={paths.profileReferral()} page={page} count={earned.count} />
    </section>
  );
}
