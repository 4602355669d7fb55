import { stepLock, type StepLock, type StepName } from '@shop/domain/checkout/steps';
import type { ReactNode } from 'react';
import { faCheckout } from '../../../shared/i18n/fa-checkout.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { StepCard, type StepState } from './step-card.tsx';
import type { CheckoutState } from './use-checkout-choices.ts';

/** The lock message of each step that can be locked, in the spec's order (§8). */
const ownLock: Partial<Record<StepName, StepLock>> = {
  destination: 'chooseOrderTypeFirst',
  time: 'chooseAddressFirst',
  shipping: 'chooseTimeFirst',
  payment: 'chooseShippingFirst',
  periodic: 'choosePaymentFirst',
};

/**
 * A step's card: where it stands and what it waits for (decision 085). While two unpaid orders block
 * a new one, every step but the goods says so first, not the submit after everything was filled in.
 */
export function CheckoutStep({
  checkout,
  number,
  step,
  title,
  summary,
  isOptional = false,
  waits,
  children,
}: {
  checkout: CheckoutState;
  number: number;
  step: StepName;
  title: string;
  summary: string | null;
  isOptional?: boolean;
  waits?: string;
  children: ReactNode;
}) {
  const { isBlocked, choices, shape, open, setOpen, flagged } = checkout;
  const lock = isBlocked && step !== 'goods' ? null : stepLock(step, choices, shape);
  const isLocked = (isBlocked && step !== 'goods') || lock !== null;
  // Each locked step names its own earlier choice (spec §8), not the first one the page lacks: the
  // shipping step says "first the time" while the time step says "first the address".
  const lockHint = isBlocked
    ? faCheckout.pendingBlockStep
    : lock
      ? faCheckout.locks[ownLock[step] ?? lock]
      : null;
  const state: StepState = isLocked ? 'locked' : isOptional ? 'optional' : summary !== null ? 'done' : 'todo';
  return (
    <StepCard
      testId={`step-${step}`}
      number={number}
      title={title}
      isOpen={open === step}
      summary={summary}
      hint={isLocked ? lockHint : (waits ?? null)}
      state={state}
      isFlagged={flagged === step}
      tag={isOptional && step !== 'goods' ? faCheckout.optional : undefined}
      actionWord={step === 'goods' ? faCheckout.show : faCheckout.edit}
      onLocked={() => lockHint && notify('error', lockHint)}
      onToggle={() => setOpen(open === step ? null : step)}
    >
      {children}
    </StepCard>
  );
}
