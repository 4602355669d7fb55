import { zodResolver } from '@hookform/resolvers/zod';
import type { CodeSentData } from '@shop/domain/identity/schemas';
import { MobileRequestSchema } from '@shop/domain/identity/schemas';
import { validationMessages } from '@shop/domain/validation-messages';
import { useForm } from 'react-hook-form';
import { browserApi } from '../../../shared/api/browser-client.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { SubmitButton } from '../../../shared/ui/submit-button.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { latinDigitsValue, useDigitInput } from '../../../shared/ui/use-digit-input.ts';
import { faAccount } from '../../../shared/i18n/fa-account.ts';
import { checkRegister } from '../api/check-register.ts';
import { registerMobile } from '../api/register-mobile.ts';
import { sendCode } from '../api/send-code.ts';
import { useSubmitLock } from '../hooks/use-submit-lock.ts';
import { stepAfterCheck, type CodeStep } from '../login-steps.ts';
import { failureMessage } from '../server-errors.ts';
import { mobileSubmitLock } from '../submit-lock.ts';
import { authErrorToast } from '../toast-ids.ts';

type Props = {
  onPassword: (mobile: string) => void;
  onCodeSent: (step: CodeStep, mobile: string, sent: CodeSentData) => void;
};

/**
 * Step 1: the mobile number. check-register decides what follows; a new number is registered on
 * the spot (POST /register) and a code is sent; a number without a password gets a code (/code).
 */
export function MobileStep({ onPassword, onCodeSent }: Props) {
  const form = useForm({ resolver: zodResolver(MobileRequestSchema), defaultValues: { mobile_no: '' } });
  const lock = useSubmitLock(mobileSubmitLock);
  const digits = useDigitInput({ isDigitsOnly: true, refusedMessage: validationMessages.mobileNotDigits });

  const submit = form.handleSubmit(({ mobile_no: mobile }) =>
    lock.run(async () => {
      try {
        const result = await checkRegister(browserApi, mobile);
        const step = stepAfterCheck(result);
        if (step === 'password') return onPassword(mobile);
        const sent = result.found
          ? await sendCode(browserApi, mobile)
          : await registerMobile(browserApi, mobile);
        onCodeSent(step, mobile, sent);
      } catch (error) {
        notify('error', failureMessage(error, 'mobile'), authErrorToast);
      }
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <TextField
        label={faAccount.auth.mobileLabel}
        error={digits.refusal ?? form.formState.errors.mobile_no?.message}
        placeholder={faAccount.auth.mobilePlaceholder}
        isLtr
        type="tel"
        autoComplete="tel-national"
        autoFocus
        {...digits.registered(form.register('mobile_no', latinDigitsValue))}
      />
      <SubmitButton isBusy={lock.isLocked}>{faAccount.auth.continue}</SubmitButton>
    </form>
  );
}
