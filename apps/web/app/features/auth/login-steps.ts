import { registerStatus, signsInWithPassword } from '@shop/domain/identity/constants';

/**
 * The sign-in steps of /login (storefront.md §2 "Sign-in page", §4 "Sign-in flow") as a pure
 * state machine: the components only report what happened; this decides what shows next.
 *
 * - mobile: the number is entered and checked;
 * - password: a customer with a password signs in with it (or asks for a code, or forgot it);
 * - code: a registered customer signs in with a one-time code;
 * - register: a new or unfinished registration confirms the code and accepts the terms;
 * - forgot: a code, a new password and its confirmation.
 */
export type LoginStep = 'mobile' | 'password' | 'code' | 'register' | 'forgot';
export type CodeStep = Extract<LoginStep, 'code' | 'register' | 'forgot'>;

export type LoginState = {
  step: LoginStep;
  /** The number in its normalised 09… form, '' on the mobile step. */
  mobile: string;
  /** When a new code may be asked for (epoch ms), on the code steps. */
  resendAt: number | null;
};

export type LoginEvent =
  | { type: 'askPassword'; mobile: string }
  | { type: 'codeSent'; mobile: string; step: CodeStep; resendInSeconds: number; now: number }
  | { type: 'back' };

export const initialLoginState: LoginState = { step: 'mobile', mobile: '', resendAt: null };

export function loginReducer(state: LoginState, event: LoginEvent): LoginState {
  switch (event.type) {
    case 'askPassword':
      return { step: 'password', mobile: event.mobile, resendAt: null };
    case 'codeSent':
      return {
        step: event.step,
        mobile: event.mobile,
        resendAt: event.now + event.resendInSeconds * 1000,
      };
    case 'back':
      // Back arrows return to the mobile entry and clear the number (the spec).
      return initialLoginState;
  }
}

/** What check-register said about a number: unknown (404), or how it is registered. */
export type CheckResult = { found: false } | { found: true; register_status: number; has_password: boolean };

/**
 * The step after the mobile entry. Status 1 or 4 with a password: the password. Unknown: it is
 * registered on the spot and confirms a code with the terms. Status 3 (a registration never
 * finished): the same code-and-terms step. Status 1 or 4 without a password: a one-time code.
 */
export function stepAfterCheck(result: CheckResult): Extract<LoginStep, 'password' | 'code' | 'register'> {
  if (!result.found) return 'register';
  if (signsInWithPassword(result.register_status)) return result.has_password ? 'password' : 'code';
  return result.register_status === registerStatus.incomplete ? 'register' : 'code';
}
