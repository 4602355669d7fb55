import type { MapTiles } from '@shop/domain/account/map-tiles';
import type { User } from '@shop/domain/identity/schemas';
import { formatToman } from '@shop/domain/money';
import { Link } from 'react-router';
import { faCheckout } from '../../../shared/i18n/fa-checkout.ts';
import { paths } from '../../../shared/paths.ts';
import { PhoneActionBar } from '../../../shared/ui/phone-action-bar.tsx';
import { SubmitButton } from '../../../shared/ui/submit-button.tsx';
import { AddressDialog } from '../../../shared/address/address-dialog.tsx';
import type { CheckoutLoad } from '../api/checkout-api.ts';
import { CheckoutSteps } from './checkout-steps.tsx';
import { CheckoutSummary } from './checkout-summary.tsx';
import { PendingNotice } from './pending-notice.tsx';
import { useCheckoutChoices } from './use-checkout-choices.ts';

const pendingNoticeId = 'checkout-pending-notice';

/**
 * /checkout (checkout-and-account.md §2, §4, §5, §8): the steps in order and the summary beside them.
 * The state is `useCheckoutChoices`, the steps `checkout-steps.tsx`.
 */
export function CheckoutPage({
  load,
  user,
  mapTiles,
}: {
  load: CheckoutLoad;
  user: User;
  mapTiles: MapTiles | null;
}) {
  const checkout = useCheckoutChoices(load, user);
  const { payable, isBlocked, dialog, addresses } = checkout;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-6">
      <div className="flex items-center justify-between">
        <h1 className="text-xl font-bold">{faCheckout.pageTitle}</h1>
        <Link to={paths.cart()} className="inline-flex min-h-11 items-center text-sm text-brand-700">
          {faCheckout.backToCart}
        </Link>
      </div>
      <PendingNotice rule={checkout.pending} id={pendingNoticeId} />
      {/* minmax(0, …): a column as wide as the screen, never as wide as its widest row (the day tabs
          scroll inside their own row; as `auto` they had stretched the page to 579 px on a phone). */}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <CheckoutSteps checkout={checkout} user={user} />
        <CheckoutSummary
          payable={payable}
          coupon={checkout.coupon}
          onApplyCoupon={checkout.applyCode}
          onRemoveCoupon={checkout.removeCoupon}
          walletBalance={checkout.data.wallet_value}
          useWallet={checkout.useWallet}
          onUseWallet={checkout.setUseWallet}
          payDebt={checkout.payDebt}
          onPayDebt={checkout.setPayDebt}
          isSubmitting={checkout.isSubmitting}
          isBlocked={isBlocked}
          onSubmit={checkout.submit}
        />
      </div>
      <PhoneActionBar
        label={faCheckout.summary.payable}
        amount={formatToman(payable.payable)}
        aboveNav={false}
      >
        <SubmitButton
          type="button"
          isBusy={checkout.isSubmitting}
          disabled={isBlocked}
          aria-describedby={isBlocked ? pendingNoticeId : undefined}
          onClick={checkout.submit}
        >
          {checkout.isSubmitting ? faCheckout.submitting : faCheckout.submit}
        </SubmitButton>
      </PhoneActionBar>
      {dialog ? (
        <AddressDialog
          mapTiles={mapTiles}
          open
          onOpenChange={(isOpen) => !isOpen && checkout.setDialog(null)}
          editing={dialog.editing}
          prefill={
            addresses.length === 0
              ? { name: [user.first_name, user.last_name].filter(Boolean).join(' '), mobile: user.mobile }
              : null
          }
          onSaved={(id) => void checkout.reloadAddresses(id)}
        />
      ) : null}
    </div>
  );
}
