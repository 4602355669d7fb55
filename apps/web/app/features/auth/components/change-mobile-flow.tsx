import type { User } from '@shop/domain/identity/schemas';
import { useReducer, useState } from 'react';
import { browserApi } from '../../../shared/api/browser-client.ts';
import { faAccount } from '../../../shared/i18n/fa-account.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { startMobileChange } from '../api/start-mobile-change.ts';
import { useProfileFailure } from '../hooks/use-profile-failure.ts';
import { useReturnToProfile } from '../hooks/use-return-to-profile.ts';
import { initialMobileChangeState, mobileChangeReducer, stepIndex } from '../mobile-change-steps.ts';
import { ConfirmNumberStep } from './confirm-number-step.tsx';
import { CurrentNumberStep } from './current-number-step.tsx';
import { NewNumberStep } from './new-number-step.tsx';
import { StepSlider } from './step-slider.tsx';
import { StepTrail } from './step-trail.tsx';

const names = [
  faAccount.changeMobile.stepCurrent,
  faAccount.changeMobile.stepNew,
  faAccount.changeMobile.stepConfirm,
];

/**
 * /profile/change-mobile (checkout-and-account.md §2, §4; decision 056): the three steps on a slider
 * (mobile-change-steps.ts decides which shows). Every failure shows the first message of each field
 * as a toast (§8); step 3's also goes back to step 1. Done: the toast, the header learns the number,
 * /profile after 0.8 s.
 */
export function ChangeMobileFlow({ user }: { user: User }) {
  const [state, dispatch] = useReducer(mobileChangeReducer, initialMobileChangeState);
  const [isDone, setDone] = useState(false);
  const setUser = useSessionStore((store) => store.setUser);
  const reportFailure = useProfileFailure();
  const returnToProfile = useReturnToProfile();

  const fail = (error: unknown) => {
    for (const message of Object.values(reportFailure(error))) notify('error', message);
  };
  const currentCodeSent = (sent: { resend_in: number }) =>
    dispatch({ type: 'currentCodeSent', resendInSeconds: sent.resend_in, now: Date.now() });

  const steps = [
    <CurrentNumberStep key="current" mobile={user.mobile} onSent={currentCodeSent} onFailed={fail} />,
    <NewNumberStep
      key={`new-${state.attempt}`}
      currentMobile={user.mobile}
      resendAt={state.resendAt}
      onResend={async () => {
        try {
          currentCodeSent(await startMobileChange(browserApi, user.mobile));
          notify('success', faAccount.auth.codeResent);
        } catch (error) {
          fail(error);
        }
      }}
      onSent={(mobile, sent) =>
        dispatch({ type: 'newCodeSent', mobile, resendInSeconds: sent.resend_in, now: Date.now() })
      }
      onFailed={fail}
    />,
    <ConfirmNumberStep
      key={`confirm-${state.attempt}`}
      newMobile={state.newMobile}
      // A code lives as long as the wait before another may be asked (resend_in, 2 minutes).
      expiresAt={state.resendAt}
      isDone={isDone}
      onConfirmed={(changed) => {
        setDone(true);
        setUser(changed);
        notify('success', faAccount.changeMobile.changed);
        returnToProfile();
      }}
      onFailed={(error) => {
        fail(error);
        dispatch({ type: 'startOver' });
      }}
      onStartOver={() => dispatch({ type: 'startOver' })}
    />,
  ];

  return (
    <>
      <StepTrail label={faAccount.changeMobile.stepsLabel} names={names} current={stepIndex(state.step)} />
      <StepSlider index={stepIndex(state.step)} steps={steps} />
    </>
  );
}
