import type { IntroduceCode } from '@shop/domain/checkout/coupon-schemas';
import { introducerRewardRules, referralRewards } from '@shop/domain/checkout/referral';
import { formatToman } from '@shop/domain/money';
import { toPersianDigits } from '@shop/domain/persian-digits';
import { faRewards } from '../../shared/i18n/fa-rewards.ts';
import { format } from '../../shared/i18n/fa.ts';
import { paths } from '../../shared/paths.ts';
import { absoluteUrl, telegramShareUrl, whatsAppShareUrl } from '../../shared/ui/share-links.ts';

// What a customer sends friends (decision 057): the sign-in page with their introduce code, and a line
// saying what the friend gets, for the messaging apps' share links.

const t = faRewards.referral;

/** The whole address a friend opens: `PUBLIC_URL/login?ref=CODE`. */
export function inviteUrl(origin: string, introduceCode: string): string {
  return absoluteUrl(origin, paths.invite(introduceCode));
}

/** The promise in the tomans of the day (the friend's code, from the domain's one number). */
export const friendReward = formatToman(referralRewards.friend.rials);
export const introducerReward = formatToman(referralRewards.referrer.rials);

/**
 * When the introducer's code comes (decision 082): a friend's order delivered with at least the
 * minimum paid by card or transfer, and the caps; from the domain's numbers.
 */
export function introducerSteps(): { when: string; rules: string } {
  return {
    when: format(t.stepYou, {
      minimum: formatToman(introducerRewardRules.minimumPaidRials),
      amount: introducerReward,
    }),
    rules: format(t.rules, {
      perMonth: toPersianDigits(String(introducerRewardRules.perMonth)),
      inTotal: toPersianDigits(String(introducerRewardRules.inTotal)),
    }),
  };
}

export function inviteLinks(origin: string, introduceCode: string) {
  const url = inviteUrl(origin, introduceCode);
  const text = format(t.shareText, { amount: friendReward });
  return { url, telegram: telegramShareUrl(url, text), whatsApp: whatsAppShareUrl(url, text) };
}

/** «معرفی سارا کریمی», or «دوست شما» for a friend without names. */
export function earnedFromLabel(earned: Pick<IntroduceCode, 'first_name' | 'last_name'>): string {
  const name = [earned.first_name, earned.last_name].filter(Boolean).join(' ');
  return format(t.earnedFrom, { name: name || t.friendFallback });
}

/** «یک‌بار مصرف تا ۱ اسفند ۱۴۰۵» from the API's Persian date. */
export function singleUseLabel(expiredAtFa: string | null): string {
  return expiredAtFa ? format(t.singleUseUntil, { date: expiredAtFa }) : t.singleUse;
}
