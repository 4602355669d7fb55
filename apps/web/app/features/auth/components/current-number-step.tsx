import type { CodeSentData } from '@shop/domain/identity/schemas';
import { browserApi } from '../../../shared/api/browser-client.ts';
import { faAccount } from '../../../shared/i18n/fa-account.ts';
import { SubmitButton } from '../../../shared/ui/submit-button.tsx';
import { startMobileChange } from '../api/start-mobile-change.ts';
import { useSubmitLock } from '../hooks/use-submit-lock.ts';
import { mobileSubmitLock } from '../submit-lock.ts';
import { MobileNumber } from './mobile-number.tsx';

type Props = {
  mobile: string;
  onSent: (sent: CodeSentData) => void;
  onFailed: (error: unknown) => void;
};

/** Step 1: the current number, and the button that texts it a code (it stays here on failure). */
export function CurrentNumberStep({ mobile, onSent, onFailed }: Props) {
  const lock = useSubmitLock(mobileSubmitLock);
  return (
    <form
      method="post"
      noValidate
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        void lock.run(async () => {
          try {
            onSent(await startMobileChange(browserApi, mobile));
          } catch (error) {
            onFailed(error);
          }
        });
      }}
    >
      <p className="text-sm leading-7 text-muted">{faAccount.changeMobile.currentIntro}</p>
      <p className="flex items-center justify-between gap-3 rounded-xl bg-surface px-4 py-3 text-sm">
        <span className="text-muted">{faAccount.changeMobile.currentLabel}</span>
        <MobileNumber mobile={mobile} />
      </p>
      <SubmitButton isBusy={lock.isLocked}>{faAccount.changeMobile.sendCode}</SubmitButton>
    </form>
  );
}
