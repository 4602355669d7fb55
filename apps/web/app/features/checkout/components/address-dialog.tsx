import type { MapTiles } from '@shop/domain/account/map-tiles';
import type { Address, Locality } from '@shop/domain/account/schemas';
import { addressMap } from '@shop/domain/account/tehran';
import { keepMobileKeystroke } from '@shop/domain/mobile';
import { normalizePostalCode } from '@shop/domain/postal-code';
import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../../shared/api/client.ts';
import { browserApi } from '../../../shared/api/browser-client.ts';
import { faCheckout } from '../../../shared/i18n/fa-checkout.ts';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { notify } from '../../../shared/ui/notify.ts';
import { SubmitButton } from '../../../shared/ui/submit-button.tsx';
import { localityOf, saveAddress } from '../api/checkout-api.ts';

const AddressMap = lazy(() => import('./address-map.tsx').then((module) => ({ default: module.AddressMap })));
const t = faCheckout.address;

type Prefill = { name: string; mobile: string };

/**
 * The address dialog (checkout-and-account.md §2 "Address modal", §4, §5): a map, then the form.
 * «بعدی» asks the server what the point is (refused outside Tehran); the form saves the address.
 * Editing starts the map at the address at zoom 15; a first address is prefilled with the customer.
 */
export function AddressDialog({
  open,
  onOpenChange,
  editing,
  prefill,
  onSaved,
  mapTiles,
}: {
  mapTiles: MapTiles | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  editing: Address | null;
  prefill: Prefill | null;
  onSaved: (id: number) => void;
}) {
  const [step, setStep] = useState<'map' | 'form'>('map');
  const [point, setPoint] = useState(editing ? { lat: editing.lat, lng: editing.lng } : addressMap.centre);
  const [locality, setLocality] = useState<Locality | null>(null);
  const [isLocating, setLocating] = useState(false);

  async function next() {
    setLocating(true);
    try {
      setLocality(await localityOf(browserApi, point));
      setStep('form');
    } catch (error) {
      notify('error', error instanceof ApiError && error.envelope ? messageOf(error) : t.outside);
    } finally {
      setLocating(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? t.editTitle : t.createTitle}
      variant="full-on-phone"
      width={step === 'map' ? '50rem' : '31.25rem'}
    >
      {step === 'map' ? (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-muted">{t.mapHint}</p>
          <div className="h-[calc(100dvh-13rem)] min-h-72 sm:h-[60dvh] sm:max-h-[28rem]">
            <Suspense fallback={<div className="h-full w-full animate-pulse rounded-2xl bg-teal-50" />}>
              <AddressMap
                start={point}
                zoom={editing ? addressMap.editZoom : addressMap.zoom}
                onMove={setPoint}
                tiles={mapTiles}
              />
            </Suspense>
          </div>
          <SubmitButton type="button" isBusy={isLocating} onClick={() => void next()}>
            {isLocating ? t.locating : t.next}
          </SubmitButton>
        </div>
      ) : (
        <AddressForm
          point={point}
          locality={locality}
          editing={editing}
          prefill={prefill}
          onBack={() => setStep('map')}
          onSaved={onSaved}
        />
      )}
    </Dialog>
  );
}

function messageOf(error: ApiError): string {
  const message = error.envelope?.message;
  if (typeof message === 'string') return message;
  const first = message ? Object.values(message)[0] : undefined;
  return (Array.isArray(first) ? first[0] : undefined) ?? faCheckout.genericError;
}

const field =
  'w-full rounded-xl border border-black/10 bg-white px-3 py-2.5 text-sm outline-none focus:border-brand-600';

function AddressForm({
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
      notify('error', error instanceof ApiError ? messageOf(error) : faCheckout.genericError);
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
