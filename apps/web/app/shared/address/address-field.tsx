import { validationMessages } from '@shop/domain/validation-messages';
import { useId } from 'react';
import { faAddresses } from '../i18n/fa-addresses.ts';
import { useDigitInput } from '../ui/use-digit-input.ts';

const t = faAddresses.dialog;

/**
 * What a field of the address form takes: a name as typed; words with digits (street, plaque,
 * unit) shown with Persian digits; a number (postal code, its hyphen allowed) on the digit keypad;
 * the mobile, digits only, saying so when a letter is typed (checkout-and-account.md §2).
 */
export type FieldKind = 'name' | 'words' | 'number' | 'mobile';

const box =
  'w-full rounded-xl border border-black/10 bg-white px-3 py-2.5 text-sm outline-none focus:border-brand-600 aria-invalid:border-brand-600';

export function AddressField({
  name,
  label,
  kind,
  isOptional,
  value,
  onChange,
}: {
  name: string;
  label: string;
  kind: FieldKind;
  isOptional: boolean;
  value: string;
  onChange: (value: string) => void;
}) {
  const noteId = useId();
  const digits = useDigitInput({
    isDigitsOnly: kind === 'mobile',
    refusedMessage: validationMessages.mobileNotDigits,
    keypad: kind === 'number' || kind === 'mobile' ? 'numeric' : 'text',
  });
  const input =
    kind === 'name'
      ? { value, onChange: (event: { target: { value: string } }) => onChange(event.target.value) }
      : digits.controlled(value, onChange);
  return (
    <label className="flex flex-col gap-1 text-sm">
      <span>
        {label}{' '}
        {isOptional ? (
          <span className="text-muted">{t.optional}</span>
        ) : (
          <span className="text-rose-600">*</span>
        )}
      </span>
      <input
        name={name}
        className={box}
        dir={kind === 'number' || kind === 'mobile' ? 'ltr' : undefined}
        aria-invalid={digits.refusal ? true : undefined}
        aria-describedby={digits.refusal ? noteId : undefined}
        {...input}
      />
      {digits.refusal ? (
        <span id={noteId} role="alert" className="text-xs text-brand-700">
          {digits.refusal}
        </span>
      ) : null}
    </label>
  );
}
