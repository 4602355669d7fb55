import type { IntroduceCodesPage } from '@shop/domain/checkout/coupon-schemas';
import { toPersianDigits } from '@shop/domain/persian-digits';
import { faRewards } from '../../../shared/i18n/fa-rewards.ts';
import { format } from '../../../shared/i18n/fa.ts';
import { friendReward, introducerSteps } from '../invite.ts';
import { EarnedCodes } from './earned-codes.tsx';
import { InviteButton } from './invite-dialog.tsx';

const t = faRewards.referral;

type Props = { introduceCode: string; origin: string; earned: IntroduceCodesPage; page: number };

/**
 * /profile/referral (checkout-and-account.md §1, §2 "Referral"; decision 057): the promise in three
 * steps, the customer's own introduce code with the share dialog, and the codes earned so far.
 */
export function ReferralPage({ introduceCode, origin, earned, page }: Props) {
  const introducer = introducerSteps();
  const steps = [t.stepShare, format(t.stepFriend, { amount: friendReward }), introducer.when];
  return (
    <section className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-xl font-bold">{t.heading}</h1>
      <div className="space-y-5 rounded-3xl bg-white p-5 shadow-sm sm:p-8">
        <p className="text-lg font-semibold">{t.promise}</p>
        <ol className="space-y-3">
          {steps.map((step, index) => (
            <li key={step} className="flex items-start gap-3">
              <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-700">
                {toPersianDigits(index + 1)}
              </span>
              <span className="pt-0.5 leading-relaxed">{step}</span>
            </li>
          ))}
        </ol>
        <p className="text-sm leading-relaxed text-muted">{introducer.rules}</p>
        <div className="flex flex-wrap items-center gap-3 rounded-2xl bg-surface p-4">
          <span className="text-muted">{t.yourCode}</span>
          <bdi dir="ltr" data-testid="introduce-code" className="font-mono text-xl font-bold tracking-widest">
            {introduceCode}
          </bdi>
          <div className="w-full sm:ms-auto sm:w-auto">
            <InviteButton origin={origin} introduceCode={introduceCode} />
          </div>
        </div>
      </div>
      <EarnedCodes earned={earned} page={page} />
    </section>
  );
}
