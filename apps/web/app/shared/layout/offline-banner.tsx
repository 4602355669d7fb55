import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useRevalidator } from 'react-router';
import { fa } from '../i18n/fa.ts';
import { notify } from '../ui/notify.ts';

// The broken-connection banner (checkout-and-account.md §2, storefront.md §1): shown while the
// browser is offline; when the connection returns the page's data is asked for again, as queries
// paused offline resume by themselves (shared/api/retry-policy.ts).

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = () => navigator.onLine;
// The server cannot know: a page is drawn online, as it was just fetched.
const onServer = () => true;

export function OfflineBanner() {
  const online = useSyncExternalStore(subscribe, isOnline, onServer);
  const revalidator = useRevalidator();
  const wasOffline = useRef(false);
  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
      return;
    }
    if (!wasOffline.current) return;
    wasOffline.current = false;
    notify('success', fa.connection.backOnline);
    void revalidator.revalidate();
  }, [online, revalidator]);
  // Fixed over the top of the page, so its coming and going moves nothing under the reader's finger.
  // Drawn only while offline, as an alert: announced when it appears, and no empty live region left on
  // every page for others' `status` messages to be confused with.
  if (online) return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 top-0 z-[60] flex justify-center p-2">
      <p
        role="alert"
        className="pointer-events-auto rounded-xl bg-ink px-4 py-3 text-center text-sm leading-6 text-white shadow-lg"
      >
        {fa.connection.offline}
      </p>
    </div>
  );
}
