import { zodResolver } from '@hookform/resolvers/zod';
import { MobileChangeConfirmRequestSchema, type User } from '@shop/domain/identity/schemas';
import { useForm } from 'react-hook-form';
import { browserApi } from '../../../shared/api/browser-client.ts';
import { formatCountdown } from '../../../shared/format/countdown.ts';
import { faAccount } from '../../../shared/i18n/fa-account.ts';
import { SubmitButton } from '../../../shared/ui/submit-button.tsx';
import { latinDigitsValue } from '../../../shared/ui/use-digit-input.ts';
import { confirmMobileChange } from '../api/confirm-mobile-change.ts';
import { useCountdown } from '../hooks/use-countdown.ts';
import { useSubmitLock } from '../hooks/use-submit-lock.ts';
import { loginSubmitLock } from '../submit-lock.ts';
import { CodeField } from './code-field.tsx';
import { MobileNumber } from './mobile-number.tsx';

type Props = {
  newMobile: string;
  /** When the new number's code runs out (epoch ms). */
  expiresAt: number | null;
  isDone: boolean;
  onConfirmed: (user: User) => void;
  onFailed: (error: unknown) => void;
  onStartOver: () => void;
};

/**
 * Step 3: the code texted to the new number changes the number. A failure goes back to step 1 (the
 * spec; the flow does that). Its code cannot be sent again by itself, as it follows step 2's: once it
 * has run out, the way on is to start again.
 */
export function ConfirmNumberStep({
  newMobile,
  expiresAt,
  isDone,
  onConfirmed,
  onFailed,
  onStartOver,
}: Props) {
  const form = useForm({
    resolver: zodResolver(MobileChangeConfirmRequestSchema),
    defaultValues: { mobile: newMobile, code: '' },
  });
  const lock = useSubmitLock(loginSubmitLock);
  const left = useCountdown(expiresAt);

  const submit = form.handleSubmit((values) =>
    lock.run(async () => {
      try {
        onConfirmed(await confirmMobileChange(browserApi, values));
      } catch (error) {
        onFailed(error);
      }
    }),
  );

  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-5">
      <p className="text-sm leading-7 text-muted">
        {faAccount.changeMobile.newCodeSent} <MobileNumber mobile={newMobile} />{' '}
        {faAccount.changeMobile.codeSentAfter}
      </p>
      <CodeField
        field={form.register('code', latinDigitsValue)}
        error={form.formState.errors.code?.message}
      />
      <SubmitButton isBusy={lock.isLocked} disabled={isDone}>
        {faAccount.changeMobile.confirm}
      </SubmitButton>
      <p className="text-center text-sm text-muted">
        {left > 0 ? (
          <>
            {faAccount.changeMobile.codeExpiresIn}{' '}
            <bdi dir="ltr" className="font-semibold text-ink tabular-nums">
              {formatCountdown(left)}
            </bdi>
          </>
        ) : (
          <button
            type="button"
            onClick={onStartOver}
            className="font-semibold text-brand-600 hover:underline"
          >
            {faAccount.changeMobile.startOver}
          </button>
        )}
      </p>
    </form>
  );
}
