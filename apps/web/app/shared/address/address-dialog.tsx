import type { MapTiles } from '@shop/domain/account/map-tiles';
import { lazyWhenOnline } from '../connection.ts';
import type { Address, FoundPlace, Locality } from '@shop/domain/account/schemas';
import { addressMap } from '@shop/domain/account/tehran';
import { Suspense, useState } from 'react';
import { ApiError } from '../api/client.ts';
import { browserApi } from '../api/browser-client.ts';
import { faAddresses } from '../i18n/fa-addresses.ts';
import { Dialog } from '../ui/dialog.tsx';
import { notify } from '../ui/notify.ts';
import { SubmitButton } from '../ui/submit-button.tsx';
import { localityOf } from './address-calls.ts';
import { addressErrorMessage } from './address-error.ts';
import { AddressForm, type Prefill } from './address-form.tsx';
import type { MapTarget } from './address-map.tsx';
import { PlaceSearchBox } from './place-search-box.tsx';
import { withChosenRoad } from './with-chosen-road.ts';

const AddressMap = lazyWhenOnline(() =>
  import('./address-map.tsx').then((module) => ({ default: module.AddressMap })),
);
const t = faAddresses.dialog;

/**
 * The address dialog (checkout-and-account.md §2 "Address modal", §4, §5): a map, then the form.
 * «بعدی» asks the server what the point is (refused outside Tehran); the form saves the address.
 * Editing starts the map at the address at zoom 15; a first address is prefilled with the customer.
 * Shared by the checkout and /profile/addresses (one dialog, so the two cannot drift apart).
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
  // The place last chosen in the map's search box, while the pin is still on it.
  const [chosen, setChosen] = useState<FoundPlace | null>(null);
  const [target, setTarget] = useState<MapTarget | null>(null);

  function choosePlace(place: FoundPlace) {
    setChosen(place);
    // The pin is on the place at once: the map reports its centre only when its move has ended, and a
    // customer who presses «بعدی» during the animation must not be located where the pin was before.
    setPoint({ lat: place.lat, lng: place.lng });
    // A street's or square's point is its own; a neighbourhood is seen whole a step further out.
    setTarget({ lat: place.lat, lng: place.lng, zoom: place.kind === 'neighbourhood' ? 15 : 17 });
  }

  async function next() {
    setLocating(true);
    try {
      setLocality(withChosenRoad(await localityOf(browserApi, point), chosen, point));
      setStep('form');
      // Back on the map later, it opens where the pin was, not at the place chosen before.
      setTarget(null);
    } catch (error) {
      // No answer at all reads as the point's problem: the lookup is the only call here.
      notify('error', error instanceof ApiError && error.envelope ? addressErrorMessage(error) : t.outside);
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
                target={target}
                overlay={<PlaceSearchBox near={point} onChoose={choosePlace} />}
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
