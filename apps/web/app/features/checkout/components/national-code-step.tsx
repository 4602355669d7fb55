import { isValidNationalCode, normalizeNationalCode } from '@shop/domain/national-code';
import { validationMessages } from '@shop/domain/validation-messages';
import { useState } from 'react';
import { browserApi } from '../../../shared/api/browser-client.ts';
import { ApiError } from '../../../shared/api/client.ts';
import { faCheckout } from '../../../shared/i18n/fa-checkout.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { useDigitInput } from '../../../shared/ui/use-digit-input.ts';
import { saveNationalCode } from '../api/checkout-api.ts';

/** Step 1 when the customer has a name but no national code (spec §2): the invoice needs it. */
export function NationalCodeStep({
  user,
  onSaved,
}: {
  user: { first_name: string; last_name: string };
  onSaved: (code: string) => void;
}) {
  const [code, setCode] = useState('');
  const [isSaving, setSaving] = useState(false);
  const digits = useDigitInput({ isDigitsOnly: true });
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const normalized = normalizeNationalCode(code);
        if (!isValidNationalCode(normalized)) {
          notify('error', validationMessages.nationalCodeInvalid);
          return;
        }
        setSaving(true);
        saveNationalCode(browserApi, user, normalized)
          .then(() => onSaved(normalized))
          .catch((error: unknown) => {
            const message = error instanceof ApiError ? error.envelope?.message : null;
            notify('error', typeof message === 'string' ? message : faCheckout.genericError);
          })
          .finally(() => setSaving(false));
      }}
    >
      <label className="flex flex-col gap-1 text-sm">
        <span>{faCheckout.nationalCodeHint}</span>
        <input
          className="h-11 rounded-xl border border-black/10 px-3"
          dir="ltr"
          {...digits.controlled(code, setCode)}
        />
      </label>
      <button
        type="submit"
        disabled={isSaving || code.trim() === ''}
        className="min-h-11 self-start rounded-xl border border-brand-600 px-4 text-sm font-semibold text-brand-700 disabled:opacity-40"
      >
        {faCheckout.saveNationalCode}
      </button>
    </form>
  );
}
