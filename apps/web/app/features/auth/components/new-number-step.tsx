import { zodResolver } from '@hookform/resolvers/zod';
import { MobileChangeNewNumberRequestSchema, type CodeSentData } from '@shop/domain/identity/schemas';
import { validationMessages } from '@shop/domain/validation-messages';
import { useForm, useWatch } from 'react-hook-form';
import { browserApi } from '../../../shared/api/browser-client.ts';
import { faAccount } from '../../../shared/i18n/fa-account.ts';
import { SubmitButton } from '../../../shared/ui/submit-button.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { latinDigitsValue, useDigitInput } from '../../../shared/ui/use-digit-input.ts';
import { sendNewMobileCode } from '../api/send-new-mobile-code.ts';
import { useSubmitLock } from '../hooks/use-submit-lock.ts';
import { isNewMobileAllowed } from '../mobile-change-steps.ts';
import { mobileSubmitLock } from '../submit-lock.ts';
import { CodeField } from './code-field.tsx';
import { MobileNumber } from './mobile-number.tsx';
import { ResendCode } from './resend-code.tsx';

type Props = {
  currentMobile: string;
  resendAt: number | null;
  onResend: () => Promise<void>;
  onSent: (mobile: string, sent: CodeSentData) => void;
  onFailed: (error: unknown) => void;
};

/**
 * Step 2: the code texted to the current number, and the new number (Persian or Latin digits, +98
 * or 0). While the new number is the current one the field is red with the spec's sentence and the
 * button is disabled; the API says the same if it is sent anyway. On failure it stays here.
 */
export function NewNumberStep({ currentMobile, resendAt, onResend, onSent, onFailed }: Props) {
  const form = useForm({
    resolver: zodResolver(MobileChangeNewNumberRequestSchema),
    defaultValues: { code: '', mobile: '' },
  });
  const lock = useSubmitLock(mobileSubmitLock);
  const digits = useDigitInput({ isDigitsOnly: true, refusedMessage: validationMessages.mobileNotDigits });
  const typed = useWatch({ control: form.control, name: 'mobile' });
  const isAllowed = isNewMobileAllowed(typed, currentMobile);
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    lock.run(async () => {
      try {
        onSent(values.mobile, await sendNewMobileCode(browserApi, values));
      } catch (error) {
        onFailed(error);
      }
    }),
  );

  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-5">
      <p className="text-sm leading-7 text-muted">
        {faAccount.changeMobile.currentCodeSent} <MobileNumber mobile={currentMobile} />{' '}
        {faAccount.changeMobile.codeSentAfter}
      </p>
      <CodeField field={form.register('code', latinDigitsValue)} error={errors.code?.message} />
      <TextField
        label={faAccount.changeMobile.newMobileLabel}
        error={
          digits.refusal ?? (isAllowed ? errors.mobile?.message : validationMessages.mobileSameAsCurrent)
        }
        placeholder={faAccount.auth.mobilePlaceholder}
        isLtr
        type="tel"
        autoComplete="off"
        {...digits.registered(form.register('mobile', latinDigitsValue))}
      />
      <SubmitButton isBusy={lock.isLocked} disabled={!isAllowed}>
        {faAccount.changeMobile.sendNewCode}
      </SubmitButton>
      <ResendCode resendAt={resendAt} onResend={onResend} />
    </form>
  );
}
