import { zodResolver } from '@hookform/resolvers/zod';
import { oneTimeCode } from '@shop/domain/identity/constants';
import {
  VerificationRequestSchema,
  type User,
  type VerificationRequest,
} from '@shop/domain/identity/schemas';
import { toLatinDigits } from '@shop/domain/persian-digits';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { browserApi } from '../../../shared/api/browser-client.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { SubmitButton } from '../../../shared/ui/submit-button.tsx';
import { faAccount } from '../../../shared/i18n/fa-account.ts';
import { latinDigitsValue } from '../../../shared/ui/use-digit-input.ts';
import { verifyCode } from '../api/verify-code.ts';
import { readReferral } from '../referral-memory.ts';
import { useSubmitLock } from '../hooks/use-submit-lock.ts';
import { failureMessage } from '../server-errors.ts';
import { loginSubmitLock } from '../submit-lock.ts';
import { CodeField } from './code-field.tsx';
import { CodeSentLine } from './code-sent-line.tsx';
import { ResendCode } from './resend-code.tsx';
import { TermsCheckbox } from './terms-checkbox.tsx';
import { authErrorToast } from '../toast-ids.ts';

type Props = {
  mobile: string;
  /** A new (or unfinished) registration: the terms box must be ticked too. */
  isRegistering: boolean;
  resendAt: number | null;
  onResend: () => Promise<void>;
  onEditMobile: () => void;
  onSignedIn: (user: User) => void;
};

/**
 * A registration's confirmation: the terms, and the code of the friend's share link this browser
 * remembers, if any (decision 057). The API reads it only when this sign-in creates the account.
 */
function registration(values: VerificationRequest): VerificationRequest {
  const introducer = readReferral();
  return { ...values, terms_of_use: true, ...(introducer ? { introducer_code: introducer } : {}) };
}

const isComplete = (code: string) => toLatinDigits(code).replace(/\D/g, '').length >= oneTimeCode.length;

/**
 * Sign in with a one-time code, or confirm a registration with it (code plus terms). The code
 * submits itself once 4 digits are in (the spec); registering, only when the terms are ticked,
 * and the button stays disabled until both are there. A failure shows the server's first
 * message, empties the box and puts the cursor back in it.
 */
export function CodeStep({ mobile, isRegistering, resendAt, onResend, onEditMobile, onSignedIn }: Props) {
  const form = useForm({
    resolver: zodResolver(VerificationRequestSchema),
    defaultValues: { mobile_no: mobile, code: '' },
  });
  const [hasAcceptedTerms, setAcceptedTerms] = useState(false);
  const lock = useSubmitLock(loginSubmitLock);
  const code = useWatch({ control: form.control, name: 'code' });
  const canSubmit = isComplete(code) && (!isRegistering || hasAcceptedTerms);

  const submit = form.handleSubmit((values) =>
    lock.run(async () => {
      try {
        onSignedIn(await verifyCode(browserApi, isRegistering ? registration(values) : values));
      } catch (error) {
        notify('error', failureMessage(error, 'code'), authErrorToast);
        form.setValue('code', '');
        form.setFocus('code');
      }
    }),
  );

  const codeField = form.register('code', {
    ...latinDigitsValue,
    onChange: (event: { target: { value: string } }) => {
      if (isComplete(event.target.value) && (!isRegistering || hasAcceptedTerms)) void submit();
    },
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <CodeSentLine mobile={mobile} onEdit={onEditMobile} />
      <CodeField field={codeField} error={form.formState.errors.code?.message} />
      {isRegistering ? <TermsCheckbox checked={hasAcceptedTerms} onChange={setAcceptedTerms} /> : null}
      <SubmitButton isBusy={lock.isLocked} disabled={!canSubmit}>
        {isRegistering ? faAccount.auth.register : faAccount.auth.confirm}
      </SubmitButton>
      <ResendCode resendAt={resendAt} onResend={onResend} />
    </form>
  );
}
