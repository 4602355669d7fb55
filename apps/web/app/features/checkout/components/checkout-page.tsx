import type { MapTiles } from '@shop/domain/account/map-tiles';
import type { Address } from '@shop/domain/account/schemas';
import { capitalName } from '@shop/domain/account/tehran';
import { periodicTypes, portsForCity, sellingType } from '@shop/domain/checkout/constants';
import { computePayable } from '@shop/domain/checkout/payable';
import { pendingPaymentRule } from '@shop/domain/orders/status';
import {
  missingChoice,
  nextOpenStep,
  stepLock,
  visibleSteps,
  type CheckoutChoices,
  type StepLock,
  type StepName,
} from '@shop/domain/checkout/steps';
import type { User } from '@shop/domain/identity/schemas';
import { formatToman } from '@shop/domain/money';
import { toPersianDigits } from '@shop/domain/persian-digits';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { browserApi } from '../../../shared/api/browser-client.ts';
import { faCheckout } from '../../../shared/i18n/fa-checkout.ts';
import { format } from '../../../shared/i18n/fa.ts';
import { paths } from '../../../shared/paths.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { PhoneActionBar } from '../../../shared/ui/phone-action-bar.tsx';
import { SubmitButton } from '../../../shared/ui/submit-button.tsx';
import { AddressDialog } from '../../../shared/address/address-dialog.tsx';
import { listAddresses, makeMainAddress } from '../../../shared/address/address-calls.ts';
import { applyCoupon, type CheckoutLoad } from '../api/checkout-api.ts';
import { CheckoutSummary, type AppliedCoupon } from './checkout-summary.tsx';
import { ChoiceRow, StepCard, type StepState } from './step-card.tsx';
import { NationalCodeStep } from './national-code-step.tsx';
import { TimeStep } from './time-step.tsx';
import { countOf, GoodsRow } from './goods-row.tsx';
import { PendingNotice } from './pending-notice.tsx';
import { AddressChoices, addressLine, CentreChoices } from './address-choices.tsx';
import { messagesOf, slotLabel } from './checkout-messages.ts';
import { usePlaceOrder } from './use-place-order.ts';

const pendingNoticeId = 'checkout-pending-notice';

/** The lock message of each step that can be locked, in the spec's order (§8). */
const ownLock: Partial<Record<StepName, StepLock>> = {
  destination: 'chooseOrderTypeFirst',
  time: 'chooseAddressFirst',
  shipping: 'chooseTimeFirst',
  payment: 'chooseShippingFirst',
  periodic: 'choosePaymentFirst',
};

/** Which step holds each choice a submit can find missing (spec §5). */
const stepOfMissing = {
  address: 'destination',
  time: 'time',
  shipping: 'shipping',
  payment: 'payment',
} as const;

/** /checkout (checkout-and-account.md §2, §4, §5, §8): the steps in order and the summary beside them. */
export function CheckoutPage({
  load,
  user,
  mapTiles,
}: {
  load: CheckoutLoad;
  user: User;
  mapTiles: MapTiles | null;
}) {
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
  const goods = [...data.products, ...data.bundles];

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

  const steps = visibleSteps(shape);
  const numberOf = (step: StepName) => steps.indexOf(step) + 1;
  const isBlocked = pending === 'block';
  /**
   * A step's card: where it stands and what it waits for (decision 085). While two unpaid orders block
   * a new one, every step but the goods says so first, not the submit after everything was filled in.
   */
  const card = (
    step: StepName,
    title: string,
    summary: string | null,
    body: React.ReactNode,
    options: { isOptional?: boolean; waits?: string } = {},
  ) => {
    const lock = isBlocked && step !== 'goods' ? null : stepLock(step, choices, shape);
    const isLocked = (isBlocked && step !== 'goods') || lock !== null;
    // Each locked step names its own earlier choice (spec §8), not the first one the page lacks: the
    // shipping step says "first the time" while the time step says "first the address".
    const lockHint = isBlocked
      ? faCheckout.pendingBlockStep
      : lock
        ? faCheckout.locks[ownLock[step] ?? lock]
        : null;
    const state: StepState = isLocked
      ? 'locked'
      : options.isOptional
        ? 'optional'
        : summary !== null
          ? 'done'
          : 'todo';
    return (
      <StepCard
        key={step}
        testId={`step-${step}`}
        number={numberOf(step)}
        title={title}
        isOpen={open === step}
        summary={summary}
        hint={isLocked ? lockHint : (options.waits ?? null)}
        state={state}
        isFlagged={flagged === step}
        tag={options.isOptional && step !== 'goods' ? faCheckout.optional : undefined}
        actionWord={step === 'goods' ? faCheckout.show : faCheckout.edit}
        onLocked={() => lockHint && notify('error', lockHint)}
        onToggle={() => setOpen(open === step ? null : step)}
      >
        {body}
      </StepCard>
    );
  };

  /** The submit (the summary's and the phone bar's): a missing choice opens its step and says so there. */
  function onSubmit() {
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

  async function onApplyCoupon(code: string) {
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

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-6">
      <div className="flex items-center justify-between">
        <h1 className="text-xl font-bold">{faCheckout.pageTitle}</h1>
        <Link to={paths.cart()} className="inline-flex min-h-11 items-center text-sm text-brand-700">
          {faCheckout.backToCart}
        </Link>
      </div>
      <PendingNotice rule={pending} id={pendingNoticeId} />
      {/* minmax(0, …): a column as wide as the screen, never as wide as its widest row (the day tabs
          scroll inside their own row; as `auto` they had stretched the page to 579 px on a phone). */}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="flex flex-col gap-3">
          {shape.needsNationalCode
            ? card(
                'nationalCode',
                faCheckout.steps.nationalCode,
                nationalNo ? toPersianDigits(nationalNo) : null,
                <NationalCodeStep
                  user={{ first_name: user.first_name ?? '', last_name: user.last_name ?? '' }}
                  onSaved={(code) => {
                    setNationalNo(code);
                    setOpen(nextOpenStep(choices, shape));
                  }}
                />,
                { waits: faCheckout.waits.nationalCode },
              )
            : null}
          {hasCompany
            ? card(
                'sellingType',
                faCheckout.steps.sellingType,
                choices.sellingType === null
                  ? null
                  : isCompany
                    ? format(faCheckout.company, { name: data.company[0]!.company_name })
                    : faCheckout.personal,
                <div className="flex flex-col gap-2">
                  <ChoiceRow
                    name="selling"
                    checked={choices.sellingType === 1}
                    onChoose={() => choose({ sellingType: 1, slotId: null })}
                  >
                    {faCheckout.personal}
                  </ChoiceRow>
                  <ChoiceRow
                    name="selling"
                    checked={choices.sellingType === 2}
                    onChoose={() => choose({ sellingType: 2, slotId: null })}
                  >
                    {format(faCheckout.company, { name: data.company[0]!.company_name })}
                  </ChoiceRow>
                </div>,
                { waits: faCheckout.waits.sellingType },
              )
            : null}
          {isCompany
            ? card(
                'destination',
                faCheckout.steps.centre,
                centre ? toPersianDigits(`${centre.name} — ${centre.address}`) : null,
                <CentreChoices
                  centres={data.company}
                  chosen={choices.centreId}
                  onChoose={(id) => choose({ centreId: id, slotId: null })}
                />,
                { waits: faCheckout.waits.centre },
              )
            : card(
                'destination',
                faCheckout.steps.destination,
                address ? addressLine(address) : null,
                <AddressChoices
                  addresses={addresses}
                  chosen={choices.addressId}
                  onChoose={(id) => {
                    choose({ addressId: id, paymentPort: null });
                    void makeMainAddress(browserApi, id).catch(() => undefined);
                  }}
                  onEdit={(a) => setDialog({ editing: a })}
                  onAdd={() => setDialog({ editing: null })}
                />,
                { waits: faCheckout.missing.address },
              )}
          {card(
            'time',
            faCheckout.steps.time,
            choices.slotId === null ? null : slotLabel(days, choices.slotId),
            <TimeStep
              days={days}
              chosen={choices.slotId}
              onChoose={(slot) => {
                setSlotPrice(slot.price);
                choose({ slotId: slot.id });
              }}
            />,
            { waits: faCheckout.missing.time },
          )}
          {card(
            'shipping',
            faCheckout.steps.shipping,
            method?.title ?? null,
            <div className="flex flex-col gap-2">
              {data.posting_methods.map((m) => (
                <ChoiceRow
                  key={m.id}
                  name="method"
                  checked={m.id === choices.postingMethodId}
                  disabled={!m.active}
                  onChoose={() => choose({ postingMethodId: m.id })}
                >
                  <span className="flex justify-between gap-2">
                    <b>{m.title}</b>
                    <span>{m.amount > 0 ? formatToman(m.amount) : faCheckout.free}</span>
                  </span>
                  <span className="text-muted">{m.active ? m.description : faCheckout.methodInactive}</span>
                </ChoiceRow>
              ))}
            </div>,
            { waits: faCheckout.missing.shipping },
          )}
          {card(
            'payment',
            faCheckout.steps.payment,
            ports.find((p) => p.id === choices.paymentPort)?.name ?? null,
            <div className="flex flex-col gap-2">
              {shownPorts.map((p) => (
                <ChoiceRow
                  key={p.id}
                  name="port"
                  checked={p.id === choices.paymentPort}
                  onChoose={() => choose({ paymentPort: p.id })}
                >
                  <b>{p.name}</b>
                  <span className="text-muted">{p.description}</span>
                </ChoiceRow>
              ))}
            </div>,
            { waits: faCheckout.missing.payment },
          )}
          {card(
            'periodic',
            faCheckout.steps.periodic,
            faCheckout.periodic[choices.periodicType ?? 1] ?? null,
            <div className="flex flex-col gap-2">
              {periodicTypes.map((type) => (
                <ChoiceRow
                  key={type}
                  name="periodic"
                  checked={choices.periodicType === type}
                  onChoose={() => choose({ periodicType: type })}
                >
                  {faCheckout.periodic[type]}
                </ChoiceRow>
              ))}
              <p className="text-xs text-muted">{faCheckout.periodicHint}</p>
            </div>,
            { isOptional: true },
          )}
          {card(
            'note',
            faCheckout.steps.note,
            note.trim() || null,
            <textarea
              className="min-h-24 w-full rounded-xl border border-black/10 p-3 text-sm"
              placeholder={faCheckout.notePlaceholder}
              value={note}
              maxLength={1000}
              onChange={(event) => setNote(event.target.value)}
            />,
            { isOptional: true },
          )}
          {card(
            'goods',
            faCheckout.steps.goods,
            format(faCheckout.count, { count: toPersianDigits(countOf(goods)) }),
            <GoodsRow goods={goods} />,
            { isOptional: true },
          )}
        </div>
        <CheckoutSummary
          payable={payable}
          coupon={coupon}
          onApplyCoupon={onApplyCoupon}
          onRemoveCoupon={() => {
            setCoupon(null);
            notify('info', faCheckout.coupon.removed);
          }}
          walletBalance={data.wallet_value}
          useWallet={useWallet}
          onUseWallet={setUseWallet}
          payDebt={payDebt}
          onPayDebt={setPayDebt}
          isSubmitting={order.isSubmitting}
          isBlocked={isBlocked}
          onSubmit={onSubmit}
        />
      </div>
      <PhoneActionBar
        label={faCheckout.summary.payable}
        amount={formatToman(payable.payable)}
        aboveNav={false}
      >
        <SubmitButton
          type="button"
          isBusy={order.isSubmitting}
          disabled={isBlocked}
          aria-describedby={isBlocked ? pendingNoticeId : undefined}
          onClick={onSubmit}
        >
          {order.isSubmitting ? faCheckout.submitting : faCheckout.submit}
        </SubmitButton>
      </PhoneActionBar>
      {dialog ? (
        <AddressDialog
          mapTiles={mapTiles}
          open
          onOpenChange={(isOpen) => !isOpen && setDialog(null)}
          editing={dialog.editing}
          prefill={
            addresses.length === 0
              ? { name: [user.first_name, user.last_name].filter(Boolean).join(' '), mobile: user.mobile }
              : null
          }
          onSaved={(id) => void reloadAddresses(id)}
        />
      ) : null}
    </div>
  );
}
