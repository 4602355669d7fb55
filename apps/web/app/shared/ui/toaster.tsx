import { Toaster } from 'sonner';
import { fa } from '../i18n/fa.ts';

const toastOptions = { style: { fontFamily: 'inherit' }, className: 'font-sans' };

/**
 * The spec's toasts: top centre, 5 seconds, right to left, in the site's font. Beside them the
 * confirmations (notify's `toaster: 'confirmations'`): 3 seconds at the foot of the screen, clear of
 * the phone's bottom bar (61 px, decision 068) and of the header the top ones would cover.
 */
export function ShopToaster() {
  return (
    <>
      <Toaster
        id="confirmations"
        position="bottom-center"
        duration={3000}
        dir="rtl"
        richColors
        offset={{ bottom: 'calc(4.75rem + env(safe-area-inset-bottom))' }}
        mobileOffset={{ bottom: 'calc(4.75rem + env(safe-area-inset-bottom))' }}
        customAriaLabel={fa.common.confirmations}
        toastOptions={toastOptions}
      />
      <Toaster
        position="top-center"
        duration={5000}
        dir="rtl"
        richColors
        // Sonner appends its hotkey in English ("alt+T") to the container label; ours stays Persian.
        customAriaLabel={fa.common.notifications}
        toastOptions={toastOptions}
      />
    </>
  );
}
