import { genders, genderUnspecified } from '@shop/domain/identity/constants';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { faAccount } from '../../../shared/i18n/fa-account.ts';

const labels = {
  [genderUnspecified]: faAccount.profileEdit.unspecified,
  2: faAccount.profileEdit.male,
  3: faAccount.profileEdit.female,
} as const;

/**
 * The gender radios (checkout-and-account.md §5): 1 "unspecified" shown but disabled, so it stays
 * checked for a customer who never chose and can never be chosen anew (decision 056); 2 and 3.
 */
export function GenderChoice({ field, error }: { field: UseFormRegisterReturn; error?: string | undefined }) {
  const noteId = useId();
  return (
    <fieldset aria-describedby={error ? noteId : undefined} className="space-y-1.5">
      <legend className="mb-1.5 block text-sm font-medium">{faAccount.profileEdit.gender}</legend>
      <div className="grid grid-cols-3 gap-2 sm:max-w-sm">
        {genders.map((gender) => (
          <label
            key={gender}
            className={`flex min-h-11 items-center gap-2 rounded-xl border border-black/15 px-3 ${
              gender === genderUnspecified
                ? 'cursor-not-allowed bg-surface text-muted'
                : 'cursor-pointer has-checked:border-brand-600 has-checked:bg-brand-50'
            }`}
          >
            <input
              type="radio"
              value={String(gender)}
              disabled={gender === genderUnspecified}
              className="size-4 accent-brand-600"
              {...field}
            />
            {labels[gender]}
          </label>
        ))}
      </div>
      {error ? (
        <p id={noteId} role="alert" className="text-sm text-brand-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
