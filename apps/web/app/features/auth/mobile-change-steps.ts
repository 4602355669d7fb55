import { isSameMobile } from '@shop/domain/mobile';

/**
 * The mobile change's three-step slider (checkout-and-account.md §2 "Change mobile", §4) as a pure
 * state machine: the steps only report what happened; this decides which one shows.
 *
 * - current: the current number is shown and a code is sent to it;
 * - new: that code and the new number, which gets a code of its own;
 * - confirm: the new number's code changes the number.
 *
 * Step 1's failure stays on step 1; step 3's goes back to step 1 (the spec): step 2's code is spent by
 * then, so the customer starts again with a fresh one.
 */
export type MobileChangeStep = 'current' | 'new' | 'confirm';
export const mobileChangeSteps: readonly MobileChangeStep[] = ['current', 'new', 'confirm'];

export type MobileChangeState = {
  step: MobileChangeStep;
  /** The new number (09…) step 2 sent a code to; '' before. */
  newMobile: string;
  /** When the shown code may be asked for again (epoch ms), from the answer's `resend_in`. */
  resendAt: number | null;
  /** Counts the starts over, so the later steps' forms come back empty. */
  attempt: number;
};

export type MobileChangeEvent =
  | { type: 'currentCodeSent'; resendInSeconds: number; now: number }
  | { type: 'newCodeSent'; mobile: string; resendInSeconds: number; now: number }
  | { type: 'startOver' };

export const initialMobileChangeState: MobileChangeState = {
  step: 'current',
  newMobile: '',
  resendAt: null,
  attempt: 0,
};

export function mobileChangeReducer(state: MobileChangeState, event: MobileChangeEvent): MobileChangeState {
  switch (event.type) {
    case 'currentCodeSent':
      // Step 1's press, or a resend from step 2: either way step 2 shows, with a new countdown.
      return { ...state, step: 'new', resendAt: event.now + event.resendInSeconds * 1000 };
    case 'newCodeSent':
      return {
        ...state,
        step: 'confirm',
        newMobile: event.mobile,
        resendAt: event.now + event.resendInSeconds * 1000,
      };
    case 'startOver':
      return { ...initialMobileChangeState, attempt: state.attempt + 1 };
  }
}

/** The slider's position of a step: 0, 1 or 2. */
export function stepIndex(step: MobileChangeStep): number {
  return mobileChangeSteps.indexOf(step);
}

/**
 * Whether step 2 may be sent: never while the new number is the current one (+98 read as 0), which
 * the page shows by turning the field red and disabling the button (checkout-and-account.md §5).
 */
export function isNewMobileAllowed(typed: string, current: string): boolean {
  return !isSameMobile(typed, current);
}
