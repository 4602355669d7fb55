import type { Address } from '@shop/domain/account/schemas';
import { capitalName } from '@shop/domain/account/tehran';
import { portsForCity, sellingType } from '@shop/domain/checkout/constants';
import { computePayable } from '@shop/domain/checkout/payable';
import { pendingPaymentRule } from '@shop/domain/orders/status';
import {
  missingChoice,
  nextOpenStep,
  type CheckoutChoices,
  type StepName,
} from '@shop/domain/checkout/steps';
import type { User } from '@shop/domain/identity/schemas';
import { useMemo, useState } from 'react';
import { browserApi } from '../../../shared/api/browser-client.ts';
import { faCheckout } from '../../../shared/i18n/fa-checkout.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { listAddresses } from '../../../shared/address/address-calls.ts';
import { applyCoupon, type CheckoutLoad } from '../api/checkout-api.ts';
import type { AppliedCoupon } from './checkout-summary.tsx';
import { messagesOf } from './checkout-messages.ts';
import { usePlaceOrder } from './use-place-order.ts';

/** Which step holds each choice a submit can find missing (spec §5). */
const stepOfMissing = {
  address: 'destination',
  time: 'time',
  shipping: 'shipping',
  payment: 'payment',
} as const;

export type CheckoutState = ReturnType<typeof useCheckoutChoices>;

/**
 * The checkout's state (checkout-and-account.md §4, §5, §8): the customer's choices, the open and the
 * flagged step, the coupon, the wallet and the note, what they add up to (the domain's payable rule) and
 * the submit. The page and its steps only draw it.
 */
export function useCheckoutChoices(load: CheckoutLoad, user: User) {
  const { data } = load;
  const [addresses, setAddresses] = useState<Address[]>(load.addresses);
  const [ports, setPorts] = useState(data.payment_ports);
  const hasCompany = data.company.length > 0;
  const [nationalNo, setNationalNo] = useState(user.national_no);
  const shape = { needsNationalCode: !!user.first_name && !user.national_no, hasCompany };
  const main = addresses.find((address) => address.type === 1) ?? addresses[0] ?? null;
  const onlyMethod = data.posting_methods.filter((method) => method.active);
  const [choices, setChoices] = useState<CheckoutChoices>({
    sellingType: hasCompany ? null : sellingType.personal,
    addressId: main?.id ?? null,
    centreId: null,
    slotId: null,
    postingMethodId: onlyMethod.length === 1 && !hasCompany ? onlyMethod[0]!.id : null,
    paymentPort: null,
    periodicType: 1,
  });
  const [open, setOpen] = useState<StepName | null>(() =>
    shape.needsNationalCode ? 'nationalCode' : nextOpenStep(choices, shape),
  );
  const [slotPrice, setSlotPrice] = useState(0);
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  const [useWallet, setUseWallet] = useState(false);
  const [payDebt, setPayDebt] = useState(false);
  const [note, setNote] = useState('');
  const [dialog, setDialog] = useState<{ editing: Address | null } | null>(null);
  /** The step a submit found unchosen: its message shows in it until a choice is made. */
  const [flagged, setFlagged] = useState<StepName | null>(null);
  const order = usePlaceOrder((refused) => {
    setPorts((list) => list.filter((port) => port.id !== refused));
    choose({ paymentPort: null });
  });

  const isCompany = choices.sellingType === sellingType.company;
  const centre = data.company.find((c) => c.id === choices.centreId) ?? null;
  const address = addresses.find((a) => a.id === choices.addressId) ?? null;
  const method = data.posting_methods.find((m) => m.id === choices.postingMethodId) ?? null;
  const shownPorts = portsForCity(ports, isCompany ? null : (address?.city ?? null), capitalName);
  const days = isCompany ? (centre?.time_windows ?? []) : data.time_windows;
  const pending = pendingPaymentRule(data.pending_orders);

  const payable = useMemo(
    () =>
      computePayable({
        subtotal: data.total_price,
        companyDiscountPercent: isCompany ? (centre?.discount_percent ?? 0) : 0,
        coupon: coupon && { type: coupon.type, value: coupon.value, flooring: 0 },
        slotPrice,
        shipping: {
          amount: method?.amount ?? 0,
          freeForCompanies:
            isCompany && !!centre && (method?.free_for_companies ?? []).includes(centre.company_id),
          centreCost: isCompany ? (centre?.shipping_cost_value ?? null) : null,
          isCompanyOrder: isCompany,
        },
        freeShippingThreshold: data.free_shipping_threshold,
        walletBalance: data.wallet_value,
        useWallet,
        payDebt,
      }),
    [data, isCompany, centre, coupon, slotPrice, method, useWallet, payDebt],
  );

  function choose(change: Partial<CheckoutChoices>) {
    const next = { ...choices, ...change };
    setChoices(next);
    setFlagged(null);
    setOpen(nextOpenStep(next, shape));
    order.renewKey();
  }

  /** The submit (the summary's and the phone bar's): a missing choice opens its step and says so there. */
  function submit() {
    // The national code first (the invoice needs it), then the spec's missing choices in order (§5).
    const missing = shape.needsNationalCode && !nationalNo ? null : missingChoice(choices, shape);
    const lacking =
      shape.needsNationalCode && !nationalNo
        ? { step: 'nationalCode' as const, message: faCheckout.waits.nationalCode }
        : missing && { step: stepOfMissing[missing], message: faCheckout.missing[missing] };
    if (lacking) {
      setOpen(lacking.step);
      setFlagged(lacking.step);
      notify('error', lacking.message);
      requestAnimationFrame(() =>
        document.querySelector(`[data-testid="step-${lacking.step}"]`)?.scrollIntoView(),
      );
      return;
    }
    void order.submit(choices, shape, { couponId: coupon?.id ?? null, useWallet, payDebt, note });
  }

  async function reloadAddresses(savedId: number) {
    const list = await listAddresses(browserApi);
    setAddresses(list);
    setDialog(null);
    // A new address is the one to deliver to; changing the address resets the port (spec §4).
    choose({ addressId: savedId, paymentPort: null });
  }

  async function applyCode(code: string) {
    try {
      const applied = await applyCoupon(browserApi, code, isCompany ? choices.centreId : null);
      setCoupon({
        id: applied.coupon_id,
        code: applied.code,
        type: applied.type,
        value: applied.value,
        decreased: applied.coupon_decreased,
      });
      notify('success', faCheckout.coupon.applied);
    } catch (error) {
      notify('error', messagesOf(error)[0] ?? faCheckout.genericError);
    }
  }

  function removeCoupon() {
    setCoupon(null);
    notify('info', faCheckout.coupon.removed);
  }

  return {
    data,
    shape,
    choices,
    choose,
    open,
    setOpen,
    flagged,
    isBlocked: pending === 'block',
    pending,
    addresses,
    address,
    isCompany,
    centre,
    method,
    ports,
    shownPorts,
    days,
    goods: [...data.products, ...data.bundles],
    nationalNo,
    setNationalNo,
    setSlotPrice,
    note,
    setNote,
    coupon,
    applyCode,
    removeCoupon,
    useWallet,
    setUseWallet,
    payDebt,
    setPayDebt,
    payable,
    dialog,
    setDialog,
    reloadAddresses,
    isSubmitting: order.isSubmitting,
    submit,
  };
}
