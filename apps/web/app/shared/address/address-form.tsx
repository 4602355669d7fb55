import type { Address, Locality } from '@shop/domain/account/schemas';
import { normalizePostalCode } from '@shop/domain/postal-code';
import { useRef, useState, type FormEvent } from 'react';
import { browserApi } from '../api/browser-client.ts';
import { faAddresses } from '../i18n/fa-addresses.ts';
import { notify } from '../ui/notify.ts';
import { SubmitButton } from '../ui/submit-button.tsx';
import { saveAddress } from './address-calls.ts';
import { AddressField, type FieldKind } from './address-field.tsx';
import { addressErrorMessage } from './address-error.ts';

const t = faAddresses.dialog;

/** A first address's recipient: the customer (spec §4 "Address modal"). */
export type Prefill = { name: string; mobile: string };

const field = 'w-full rounded-xl border border-black/10 bg-white px-3 py-2.5 text-sm outline-none';

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

  const text = (name: keyof typeof form, label: string, kind: FieldKind, optional = false) => (
    <AddressField
      name={name}
      label={label}
      kind={kind}
      isOptional={optional}
      value={form[name]}
      onChange={set(name)}
    />
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
      {text('address', t.address, 'words')}
      <div className="grid grid-cols-3 gap-3">
        {text('number', t.number, 'words')}
        {text('unit', t.unit, 'words', true)}
        {text('postal_code', t.postalCode, 'number', true)}
      </div>
      {text('name', t.name, 'name')}
      {text('mobile', t.mobile, 'mobile')}
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
