import type { Address, Locality } from '@shop/domain/account/schemas';
import { keepMobileKeystroke } from '@shop/domain/mobile';
import { normalizePostalCode } from '@shop/domain/postal-code';
import { useRef, useState, type FormEvent } from 'react';
import { browserApi } from '../api/browser-client.ts';
import { faAddresses } from '../i18n/fa-addresses.ts';
import { notify } from '../ui/notify.ts';
import { SubmitButton } from '../ui/submit-button.tsx';
import { saveAddress } from './address-calls.ts';
import { addressErrorMessage } from './address-error.ts';

const t = faAddresses.dialog;

/** A first address's recipient: the customer (spec §4 "Address modal"). */
export type Prefill = { name: string; mobile: string };

const field =
  'w-full rounded-xl border border-black/10 bg-white px-3 py-2.5 text-sm outline-none focus:border-brand-600';

/** The dialog's second step: the point's names read only, the rest typed (spec §5). */
export function AddressForm({
  point,
  locality,
  editing,
  prefill,
  onBack,
  onSaved,
}: {
  point: { lat: number; lng: number };
  locality: Locality | null;
  editing: Address | null;
  prefill: Prefill | null;
  onBack: () => void;
  onSaved: (id: number) => void;
}) {
  const [form, setForm] = useState({
    address: editing?.address ?? [locality?.neighbourhood, locality?.road].filter(Boolean).join('، '),
    number: editing?.number ?? '',
    unit: editing?.unit ?? '',
    postal_code: editing?.postal_code ?? '',
    name: editing?.name ?? prefill?.name ?? '',
    mobile: editing?.mobile ?? prefill?.mobile ?? '',
  });
  const [isSaving, setSaving] = useState(false);
  // The spec's double-submit guard: the button stays busy at least 2 s.
  const lockedUntil = useRef(0);
  const set = (name: keyof typeof form) => (value: string) => setForm((old) => ({ ...old, [name]: value }));
  const isComplete = [form.name, form.mobile, form.address, form.number].every(
    (value) => value.trim() !== '',
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!isComplete || Date.now() < lockedUntil.current) return;
    lockedUntil.current = Date.now() + 2000;
    setSaving(true);
    try {
      const saved = await saveAddress(browserApi, editing?.id ?? null, {
        ...form,
        postal_code: normalizePostalCode(form.postal_code),
        province: locality?.province ?? null,
        city: locality?.city ?? null,
        district: locality?.suburb ?? null,
        locality: locality?.neighbourhood ?? null,
        lat: point.lat,
        lng: point.lng,
      });
      notify('success', t.saved);
      onSaved(saved.id);
    } catch (error) {
      notify('error', addressErrorMessage(error));
    } finally {
      setTimeout(() => setSaving(false), Math.max(0, lockedUntil.current - Date.now()));
    }
  }

  const text = (
    name: keyof typeof form,
    label: string,
    options: { optional?: boolean; digits?: boolean } = {},
  ) => (
    <label className="flex flex-col gap-1 text-sm">
      <span>
        {label}{' '}
        {options.optional ? (
          <span className="text-muted">{t.optional}</span>
        ) : (
          <span className="text-rose-600">*</span>
        )}
      </span>
      <input
        name={name}
        className={field}
        value={form[name]}
        inputMode={options.digits ? 'numeric' : undefined}
        onKeyDown={
          options.digits
            ? (event) => {
                if (event.key.length === 1 && !keepMobileKeystroke(event.key)) event.preventDefault();
              }
            : undefined
        }
        onChange={(event) => set(name)(event.target.value)}
      />
    </label>
  );

  return (
    <form className="flex flex-col gap-3" onSubmit={(event) => void submit(event)} noValidate>
      <div className="grid grid-cols-2 gap-3">
        <label className="flex flex-col gap-1 text-sm">
          <span>
            {t.province} <span className="text-rose-600">*</span>
          </span>
          <input className={`${field} bg-black/5`} value={locality?.province ?? ''} readOnly />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          <span>
            {t.city} <span className="text-rose-600">*</span>
          </span>
          <input className={`${field} bg-black/5`} value={locality?.city ?? ''} readOnly />
        </label>
      </div>
      {text('address', t.address)}
      <div className="grid grid-cols-3 gap-3">
        {text('number', t.number)}
        {text('unit', t.unit, { optional: true })}
        {text('postal_code', t.postalCode, { optional: true, digits: true })}
      </div>
      {text('name', t.name)}
      {text('mobile', t.mobile, { digits: true })}
      <div className="flex gap-3">
        <button
          type="button"
          onClick={onBack}
          className="rounded-xl border border-black/10 px-4 py-3 text-sm font-semibold"
        >
          {t.back}
        </button>
        <SubmitButton isBusy={isSaving} disabled={!isComplete}>
          {editing ? t.save : t.create}
        </SubmitButton>
      </div>
    </form>
  );
}
