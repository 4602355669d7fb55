import { validationMessages } from '@shop/domain/validation-messages';
import type { KeyboardEvent } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { faAccount } from '../../../shared/i18n/fa-account.ts';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { latinDigitsValue, useDigitInput } from '../../../shared/ui/use-digit-input.ts';
import { refuseLatinLetterKey } from '../digit-keys.ts';

type PersonValues = { first_name: string; last_name: string; national_no: string };

/**
 * First name, last name and national code as registration and the profile's edit both ask them:
 * names refuse Latin letter keys and ask for a Persian keyboard, the national code takes digits only.
 * Each form keeps its own schema; these are only the fields.
 */
export function PersonFields<Values extends FieldValues & PersonValues>({
  form,
  autoFocus = false,
}: {
  form: UseFormReturn<Values>;
  autoFocus?: boolean;
}) {
  const { errors } = form.formState;
  const digits = useDigitInput({ isDigitsOnly: true });
  // The three names are keys of Values by its constraint; TypeScript cannot see a literal as a Path
  // of a generic form.
  const name = (field: keyof PersonValues) => field as Path<Values>;
  const message = (field: keyof PersonValues) => {
    const text = errors[field]?.message;
    return typeof text === 'string' ? text : undefined;
  };
  const persianOnly = (field: 'first_name' | 'last_name') => (event: KeyboardEvent<HTMLInputElement>) => {
    if (refuseLatinLetterKey(event)) {
      form.setError(name(field), { message: validationMessages.switchKeyboardToPersian });
    }
  };

  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={faAccount.register.firstName}
          error={message('first_name')}
          autoComplete="given-name"
          autoFocus={autoFocus}
          onKeyDown={persianOnly('first_name')}
          {...form.register(name('first_name'))}
        />
        <TextField
          label={faAccount.register.lastName}
          error={message('last_name')}
          autoComplete="family-name"
          onKeyDown={persianOnly('last_name')}
          {...form.register(name('last_name'))}
        />
      </div>
      <TextField
        label={faAccount.register.nationalCode}
        error={message('national_no')}
        isLtr
        {...digits.registered(form.register(name('national_no'), latinDigitsValue))}
      />
    </>
  );
}
