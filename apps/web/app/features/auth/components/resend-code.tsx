import { useState } from 'react';
import { faAccount } from '../../../shared/i18n/fa-account.ts';
import { formatCountdown } from '../../../shared/format/countdown.ts';
import { useCountdown } from '../hooks/use-countdown.ts';

/** The resend line: a countdown in Persian digits, then a button that asks for a new code. */
export function ResendCode({
  resendAt,
  onResend,
}: {
  resendAt: number | null;
  onResend: () => Promise<void>;
}) {
  const left = useCountdown(resendAt);
  const [isSending, setSending] = useState(false);
  if (left > 0) {
    return (
      <p className="text-center text-sm text-muted" aria-live="off">
        {faAccount.auth.resendIn}{' '}
        <bdi dir="ltr" className="font-semibold text-ink tabular-nums">
          {formatCountdown(left)}
        </bdi>
      </p>
    );
  }
  return (
    <p className="text-center">
      <button
        type="button"
        disabled={isSending}
        onClick={() => {
          setSending(true);
          void onResend().finally(() => setSending(false));
        }}
        className="text-sm font-semibold text-brand-600 hover:underline disabled:opacity-50"
      >
        {isSending ? faAccount.auth.sending : faAccount.auth.resend}
      </button>
    </p>
  );
}
