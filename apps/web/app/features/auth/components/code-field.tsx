import type { UseFormRegisterReturn } from 'react-hook-form';
import { oneTimeCode } from '@shop/domain/identity/constants';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { useDigitInput } from '../../../shared/ui/use-digit-input.ts';
import { faAccount } from '../../../shared/i18n/fa-account.ts';

/**
 * The 4-digit one-time code: digits only, shown Persian (register it with `latinDigitsValue`), the
 * phone's SMS autofill, centred and spaced.
 */
export function CodeField({ field, error }: { field: UseFormRegisterReturn; error?: string | undefined }) {
  const digits = useDigitInput({ isDigitsOnly: true });
  return (
    <TextField
      label={faAccount.auth.codeLabel}
      error={error}
      isLtr
      autoComplete="one-time-code"
      maxLength={oneTimeCode.length}
      autoFocus
      className="!text-center text-xl tracking-[0.6em]"
      {...digits.registered(field)}
    />
  );
}
