import { zodResolver } from '@hookform/resolvers/zod';
import { LoginRequestSchema, type User } from '@shop/domain/identity/schemas';
import { useForm } from 'react-hook-form';
import { browserApi } from '../../../shared/api/browser-client.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { SubmitButton } from '../../../shared/ui/submit-button.tsx';
import { faAccount } from '../../../shared/i18n/fa-account.ts';
import { loginWithPassword } from '../api/login-with-password.ts';
import { useSubmitLock } from '../hooks/use-submit-lock.ts';
import { failureMessage } from '../server-errors.ts';
import { loginSubmitLock, mobileSubmitLock } from '../submit-lock.ts';
import { MobileNumber } from './mobile-number.tsx';
import { PasswordField } from './password-field.tsx';
import { authErrorToast } from '../toast-ids.ts';

type Props = {
  mobile: string;
  onSignedIn: (user: User) => void;
  /** Switches to signing in with a one-time code, or to resetting the password (both send a code). */
  onAskCode: (step: 'code' | 'forgot') => Promise<void>;
};

/** Step 2 for a customer with a password: the password, or a code instead, or "forgot password". */
export function PasswordStep({ mobile, onSignedIn, onAskCode }: Props) {
  const form = useForm({
    resolver: zodResolver(LoginRequestSchema),
    defaultValues: { mobile_no: mobile, password: '' },
  });
  const lock = useSubmitLock(loginSubmitLock);
  // Asking for a code texts the customer: its own lock, so a wrong password's lock never swallows it.
  const codeLock = useSubmitLock(mobileSubmitLock);

  const submit = form.handleSubmit((values) =>
    lock.run(async () => {
      try {
        onSignedIn(await loginWithPassword(browserApi, values));
      } catch (error) {
        notify('error', failureMessage(error, 'password'), authErrorToast);
      }
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <p className="text-sm text-muted">
        {faAccount.auth.mobileLabel}: <MobileNumber mobile={mobile} />
      </p>
      <PasswordField
        label={faAccount.auth.passwordLabel}
        error={form.formState.errors.password?.message}
        autoComplete="current-password"
        autoFocus
        {...form.register('password')}
      />
      <SubmitButton isBusy={lock.isLocked}>{faAccount.auth.login}</SubmitButton>
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <AskCodeButton
          label={faAccount.auth.loginWithCode}
          isDisabled={codeLock.isLocked}
          onClick={() => codeLock.run(() => onAskCode('code'))}
        />
        <AskCodeButton
          label={faAccount.auth.forgotPassword}
          isDisabled={codeLock.isLocked}
          onClick={() => codeLock.run(() => onAskCode('forgot'))}
        />
      </div>
    </form>
  );
}

type AskCodeButtonProps = { label: string; isDisabled: boolean; onClick: () => void };

function AskCodeButton({ label, isDisabled, onClick }: AskCodeButtonProps) {
  return (
    <button
      type="button"
      disabled={isDisabled}
      onClick={onClick}
      className="font-medium text-brand-600 hover:underline disabled:opacity-50"
    >
      {label}
    </button>
  );
}
