import { zodResolver } from '@hookform/resolvers/zod';
import { oneTimeCode } from '@shop/domain/identity/constants';
import { ResetPasswordRequestSchema, type User } from '@shop/domain/identity/schemas';
import { toLatinDigits } from '@shop/domain/persian-digits';
import { useForm } from 'react-hook-form';
import { browserApi } from '../../../shared/api/browser-client.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { SubmitButton } from '../../../shared/ui/submit-button.tsx';
import { faAccount } from '../../../shared/i18n/fa-account.ts';
import { latinDigitsValue } from '../../../shared/ui/use-digit-input.ts';
import { resetPassword } from '../api/reset-password.ts';
import { useSubmitLock } from '../hooks/use-submit-lock.ts';
import { failureMessage } from '../server-errors.ts';
import { loginSubmitLock } from '../submit-lock.ts';
import { CodeField } from './code-field.tsx';
import { CodeSentLine } from './code-sent-line.tsx';
import { PasswordField } from './password-field.tsx';
import { ResendCode } from './resend-code.tsx';
import { authErrorToast } from '../toast-ids.ts';

type Props = {
  mobile: string;
  resendAt: number | null;
  onResend: () => Promise<void>;
  onEditMobile: () => void;
  onSignedIn: (user: User) => void;
};

/**
 * Forgotten password: the code texted to the number, a new password and its confirmation. The
 * code does not submit itself here (the passwords come after it): 4 digits move on to the password.
 */
export function ForgotPasswordStep({ mobile, resendAt, onResend, onEditMobile, onSignedIn }: Props) {
  const form = useForm({
    resolver: zodResolver(ResetPasswordRequestSchema),
    defaultValues: { mobile_no: mobile, code: '', password: '', password_confirmation: '' },
  });
  const lock = useSubmitLock(loginSubmitLock);
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    lock.run(async () => {
      try {
        const user = await resetPassword(browserApi, values);
        notify('success', faAccount.auth.passwordChanged);
        onSignedIn(user);
      } catch (error) {
        notify('error', failureMessage(error, 'code'), authErrorToast);
      }
    }),
  );

  const codeField = form.register('code', {
    ...latinDigitsValue,
    onChange: (event: { target: { value: string } }) => {
      if (toLatinDigits(event.target.value).length >= oneTimeCode.length) form.setFocus('password');
    },
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <CodeSentLine mobile={mobile} onEdit={onEditMobile} />
      <CodeField field={codeField} error={errors.code?.message} />
      <PasswordField
        label={faAccount.auth.newPassword}
        hint={faAccount.auth.passwordHint}
        error={errors.password?.message}
        autoComplete="new-password"
        {...form.register('password')}
      />
      <PasswordField
        label={faAccount.auth.newPasswordConfirmation}
        error={errors.password_confirmation?.message}
        autoComplete="new-password"
        {...form.register('password_confirmation')}
      />
      <SubmitButton isBusy={lock.isLocked}>{faAccount.auth.savePassword}</SubmitButton>
      <ResendCode resendAt={resendAt} onResend={onResend} />
    </form>
  );
}
