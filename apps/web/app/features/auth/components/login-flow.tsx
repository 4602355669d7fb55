import type { CodeSentData } from '@shop/domain/identity/schemas';
import { useEffect, useReducer } from 'react';
import { browserApi } from '../../../shared/api/browser-client.ts';
import { dismissToast, notify } from '../../../shared/ui/notify.ts';
import { faAccount } from '../../../shared/i18n/fa-account.ts';
import { registerMobile } from '../api/register-mobile.ts';
import { sendCode } from '../api/send-code.ts';
import { useFinishSignIn } from '../hooks/use-finish-sign-in.ts';
import {
  initialLoginState,
  loginReducer,
  type CodeStep as CodeStepName,
  type LoginStep,
} from '../login-steps.ts';
import { failureMessage } from '../server-errors.ts';
import { CodeStep } from './code-step.tsx';
import { ForgotPasswordStep } from './forgot-password-step.tsx';
import { MobileStep } from './mobile-step.tsx';
import { PasswordStep } from './password-step.tsx';
import { StepHeader } from './step-header.tsx';
import { authErrorToast } from '../toast-ids.ts';

const titles: Record<LoginStep, string> = {
  mobile: faAccount.auth.mobileHeading,
  password: faAccount.auth.passwordHeading,
  code: faAccount.auth.codeHeading,
  register: faAccount.auth.registerHeading,
  forgot: faAccount.auth.forgotHeading,
};

/** The /login steps in turn (login-steps.ts decides which); each step is its own small form. */
export function LoginFlow() {
  const [state, dispatch] = useReducer(loginReducer, initialLoginState);
  const finish = useFinishSignIn();
  const back = () => dispatch({ type: 'back' });
  // A step's failure is about that step: it goes when the customer moves on.
  useEffect(() => dismissToast(authErrorToast), [state.step]);
  const codeSent = (step: CodeStepName, mobile: string, sent: CodeSentData) =>
    dispatch({ type: 'codeSent', step, mobile, resendInSeconds: sent.resend_in, now: Date.now() });

  /** Sends (or resends) the code of a code step; a failure (429, SMS down) is a toast. */
  async function requestCode(step: CodeStepName): Promise<void> {
    try {
      // A registration's code goes through /register, which also creates a customer still missing.
      const send = step === 'register' ? registerMobile : sendCode;
      codeSent(step, state.mobile, await send(browserApi, state.mobile));
    } catch (error) {
      notify('error', failureMessage(error, 'mobile'), authErrorToast);
    }
  }

  return (
    <>
      <StepHeader
        title={titles[state.step]}
        {...(state.step === 'mobile' ? { hint: faAccount.auth.mobileHint } : { onBack: back })}
      />
      {state.step === 'mobile' ? (
        <MobileStep
          onPassword={(mobile) => dispatch({ type: 'askPassword', mobile })}
          onCodeSent={codeSent}
        />
      ) : state.step === 'password' ? (
        <PasswordStep mobile={state.mobile} onSignedIn={finish} onAskCode={requestCode} />
      ) : state.step === 'forgot' ? (
        <ForgotPasswordStep
          mobile={state.mobile}
          resendAt={state.resendAt}
          onResend={() => requestCode('forgot')}
          onEditMobile={back}
          onSignedIn={finish}
        />
      ) : (
        <CodeStep
          key={state.step}
          mobile={state.mobile}
          isRegistering={state.step === 'register'}
          resendAt={state.resendAt}
          onResend={() => requestCode(state.step === 'register' ? 'register' : 'code')}
          onEditMobile={back}
          onSignedIn={finish}
        />
      )}
    </>
  );
}
