import { periodicTypes } from '@shop/domain/checkout/constants';
import { nextOpenStep, visibleSteps, type StepName } from '@shop/domain/checkout/steps';
import type { User } from '@shop/domain/identity/schemas';
import { formatToman } from '@shop/domain/money';
import { toPersianDigits } from '@shop/domain/persian-digits';
import { browserApi } from '../../../shared/api/browser-client.ts';
import { faCheckout } from '../../../shared/i18n/fa-checkout.ts';
import { format } from '../../../shared/i18n/fa.ts';
import { makeMainAddress } from '../../../shared/address/address-calls.ts';
import { AddressChoices, addressLine, CentreChoices } from './address-choices.tsx';
import { slotLabel } from './checkout-messages.ts';
import { CheckoutStep } from './checkout-step.tsx';
import { countOf, GoodsRow } from './goods-row.tsx';
import { NationalCodeStep } from './national-code-step.tsx';
import { ChoiceRow } from './step-card.tsx';
import { TimeStep } from './time-step.tsx';
import type { CheckoutState } from './use-checkout-choices.ts';

/** The checkout's steps in the spec's order (checkout-and-account.md §4, §8), each with its choices. */
export function CheckoutSteps({ checkout, user }: { checkout: CheckoutState; user: User }) {
  const { data, shape, choices, choose, isCompany, centre, address, method } = checkout;
  const steps = visibleSteps(shape);
  const cardOf = (step: StepName) => ({ checkout, step, number: steps.indexOf(step) + 1 });
  const companyName = data.company[0]?.company_name ?? '';
  return (
    <div className="flex flex-col gap-3">
      {shape.needsNationalCode ? (
        <CheckoutStep
          {...cardOf('nationalCode')}
          title={faCheckout.steps.nationalCode}
          summary={checkout.nationalNo ? toPersianDigits(checkout.nationalNo) : null}
          waits={faCheckout.waits.nationalCode}
        >
          <NationalCodeStep
            user={{ first_name: user.first_name ?? '', last_name: user.last_name ?? '' }}
            onSaved={(code) => {
              checkout.setNationalNo(code);
              checkout.setOpen(nextOpenStep(choices, shape));
            }}
          />
        </CheckoutStep>
      ) : null}
      {shape.hasCompany ? (
        <CheckoutStep
          {...cardOf('sellingType')}
          title={faCheckout.steps.sellingType}
          summary={
            choices.sellingType === null
              ? null
              : isCompany
                ? format(faCheckout.company, { name: companyName })
                : faCheckout.personal
          }
          waits={faCheckout.waits.sellingType}
        >
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
              {format(faCheckout.company, { name: companyName })}
            </ChoiceRow>
          </div>
        </CheckoutStep>
      ) : null}
      {isCompany ? (
        <CheckoutStep
          {...cardOf('destination')}
          title={faCheckout.steps.centre}
          summary={centre ? toPersianDigits(`${centre.name} — ${centre.address}`) : null}
          waits={faCheckout.waits.centre}
        >
          <CentreChoices
            centres={data.company}
            chosen={choices.centreId}
            onChoose={(id) => choose({ centreId: id, slotId: null })}
          />
        </CheckoutStep>
      ) : (
        <CheckoutStep
          {...cardOf('destination')}
          title={faCheckout.steps.destination}
          summary={address ? addressLine(address) : null}
          waits={faCheckout.missing.address}
        >
          <AddressChoices
            addresses={checkout.addresses}
            chosen={choices.addressId}
            onChoose={(id) => {
              choose({ addressId: id, paymentPort: null });
              void makeMainAddress(browserApi, id).catch(() => undefined);
            }}
            onEdit={(a) => checkout.setDialog({ editing: a })}
            onAdd={() => checkout.setDialog({ editing: null })}
          />
        </CheckoutStep>
      )}
      <CheckoutStep
        {...cardOf('time')}
        title={faCheckout.steps.time}
        summary={choices.slotId === null ? null : slotLabel(checkout.days, choices.slotId)}
        waits={faCheckout.missing.time}
      >
        <TimeStep
          days={checkout.days}
          chosen={choices.slotId}
          onChoose={(slot) => {
            checkout.setSlotPrice(slot.price);
            choose({ slotId: slot.id });
          }}
        />
      </CheckoutStep>
      <CheckoutStep
        {...cardOf('shipping')}
        title={faCheckout.steps.shipping}
        summary={method?.title ?? null}
        waits={faCheckout.missing.shipping}
      >
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
        </div>
      </CheckoutStep>
      <CheckoutStep
        {...cardOf('payment')}
        title={faCheckout.steps.payment}
        summary={checkout.ports.find((p) => p.id === choices.paymentPort)?.name ?? null}
        waits={faCheckout.missing.payment}
      >
        <div className="flex flex-col gap-2">
          {checkout.shownPorts.map((p) => (
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
        </div>
      </CheckoutStep>
      <CheckoutStep
        {...cardOf('periodic')}
        title={faCheckout.steps.periodic}
        summary={faCheckout.periodic[choices.periodicType ?? 1] ?? null}
        isOptional
      >
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
        </div>
      </CheckoutStep>
      <CheckoutStep
        {...cardOf('note')}
        title={faCheckout.steps.note}
        summary={checkout.note.trim() || null}
        isOptional
      >
        <textarea
          className="min-h-24 w-full rounded-xl border border-black/10 p-3 text-sm"
          placeholder={faCheckout.notePlaceholder}
          value={checkout.note}
          maxLength={1000}
          onChange={(event) => checkout.setNote(event.target.value)}
        />
      </CheckoutStep>
      <CheckoutStep
        {...cardOf('goods')}
        title={faCheckout.steps.goods}
        summary={format(faCheckout.count, { count: toPersianDigits(countOf(checkout.goods)) })}
        isOptional
      >
        <GoodsRow goods={checkout.goods} />
      </CheckoutStep>
    </div>
  );
}
