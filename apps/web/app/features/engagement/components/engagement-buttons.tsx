import type { WaitlistButtonProps, WholesaleButtonProps } from '../../../shared/product/purchase-slots.tsx';
import { faEngagement as t } from '../../../shared/i18n/fa-engagement.ts';
import { SpinnerIcon } from '../../../shared/ui/icons.tsx';
import { observe, requestWholesale } from '../api/engagement-calls.ts';
import { useEngagement } from './use-engagement.ts';

// At least 44 px tall on phones (h-12): a thumb's target (issue 21).
const base =
  'flex h-12 w-full items-center justify-center gap-2 rounded-xl border text-base font-semibold transition sm:max-w-72 disabled:cursor-default';
const open = 'border-brand-600 text-brand-700 hover:bg-brand-50';
const done = 'border-black/10 bg-black/5 text-muted';

/** «موجود شد خبرم کن» on an unavailable product or bundle; «ثبت شد» once the customer waits (spec §4). */
export function WaitlistButton({ type, id, isObserved }: WaitlistButtonProps) {
  const { facts, busy, send } = useEngagement(type, id, { observed: isObserved, wholesaled: false });
  return (
    <div className="flex flex-col gap-1">
      <button
        type="button"
        data-testid="waitlist-button"
        disabled={facts.observed || busy}
        aria-busy={busy || undefined}
        onClick={() => void send('observed', () => observe(type, id))}
        className={`${base} ${facts.observed ? done : open}`}
      >
        {busy ? <SpinnerIcon className="size-4" /> : null}
        {facts.observed ? t.waitlistDone : busy ? t.sending : t.waitlist}
      </button>
      {facts.observed ? <p className="text-xs text-muted">{t.waitlistHint}</p> : null}
    </div>
  );
}

/** «درخواست خرید عمده» on a product sold wholesale; «درخواست شما ثبت شد» once asked. */
export function WholesaleButton({ productId, isRequested }: WholesaleButtonProps) {
  const { facts, busy, send } = useEngagement('product', productId, {
    observed: false,
    wholesaled: isRequested,
  });
  return (
    <button
      type="button"
      data-testid="wholesale-button"
      disabled={facts.wholesaled || busy}
      aria-busy={busy || undefined}
      onClick={() => void send('wholesaled', () => requestWholesale(productId))}
      className={`${base} ${facts.wholesaled ? done : open}`}
    >
      {busy ? <SpinnerIcon className="size-4" /> : null}
      {facts.wholesaled ? t.wholesaleDone : busy ? t.sending : t.wholesale}
    </button>
  );
}
