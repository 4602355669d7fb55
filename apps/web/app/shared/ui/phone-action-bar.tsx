import type { ReactNode } from 'react';

/**
 * The basket's and the checkout's bar on a phone (issue 46, decision 085): the amount to pay and the
 * next action, fixed to the bottom so the button is never below the fold. `aboveNav` stacks it on the
 * shop's bottom bar (/cart); without it, it sits on the screen's edge (/checkout has no bottom bar),
 * above the home indicator. The page keeps room for it below its last line (app.css, by `data-phone-bar`
 * with `:has`, so the room is there in the server's HTML already), and the sticky notice, which sits in
 * the same place, steps aside while it shows. Never on a wide screen, where the summary stays in view.
 */
export function PhoneActionBar({
  label,
  amount,
  aboveNav,
  children,
}: {
  label: string;
  amount: string;
  aboveNav: boolean;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      data-phone-bar={aboveNav ? 'above-nav' : 'edge'}
      data-foot-bar
      data-testid="phone-action-bar"
      className={`fixed inset-x-0 z-30 flex items-center gap-3 border-t border-black/10 bg-white px-4 pt-2.5 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] lg:hidden ${
        aboveNav
          ? 'bottom-[calc(4rem+env(safe-area-inset-bottom))] pb-2.5'
          : 'bottom-0 pb-[calc(0.625rem+env(safe-area-inset-bottom))]'
      }`}
    >
      <div className="flex min-w-0 flex-col">
        <span className="text-xs text-muted">{label}</span>
        <b className="truncate text-base" data-testid="phone-action-bar-amount">
          {amount}
        </b>
      </div>
      <div className="ms-auto w-1/2 max-w-60 shrink-0">{children}</div>
    </div>
  );
}
