import type { UseFormRegisterReturn } from 'react-hook-form';
import { oneTimeCode } from '@shop/domain/identity/constants';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { faAccount } from '../../../shared/i18n/fa-account.ts';
import { refuseNonDigitKey } from '../digit-keys.ts';

/** The 4-digit one-time code: digit keys only, the phone's SMS autofill, centred and spaced. */
export function CodeField({ field, error }: { field: UseFormRegisterReturn; error?: string | undefined }) {
  return (
    <TextField
      label={faAccount.auth.codeLabel}
      error={error}
      isLtr
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={oneTimeCode.length}
      autoFocus
      onKeyDown={refuseNonDigitKey}
      className="!text-center text-xl tracking-[0.6em]"
      {...field}
    />
  );
}
