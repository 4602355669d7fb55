import { Toaster } from 'sonner';
import { fa } from '../i18n/fa.ts';

/** The spec's toasts: top centre, 5 seconds, right to left, in the site's font. */
export function ShopToaster() {
  return (
    <Toaster
      position="top-center"
      duration={5000}
      dir="rtl"
      richColors
      // Sonner appends its hotkey in English ("alt+T") to the container label; ours stays Persian.
      customAriaLabel={fa.common.notifications}
      toastOptions={{ style: { fontFamily: 'inherit' }, className: 'font-sans' }}
    />
  );
}
