import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useRevalidator } from 'react-router';
import { fa } from '../i18n/fa.ts';
import { notify } from '../ui/notify.ts';
import { isBrowserOnline, subscribeToConnection } from '../connection.ts';

// The broken-connection banner (checkout-and-account.md §2, storefront.md §1): shown while the
// browser is offline; when the connection returns the page's data is asked for again, as queries
// paused offline resume by themselves (shared/api/retry-policy.ts).

// The server cannot know: a page is drawn online, as it was just fetched.
const onServer = () => true;

export function OfflineBanner() {
  const online = useSyncExternalStore(subscribeToConnection, isBrowserOnline, onServer);
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
  // In the page's flow, first in the body: it pushes the page down instead of covering the header
  // (decision 092); scrolled away, the sticky header keeps the top.
  // Drawn only while offline, as an alert: announced when it appears, and no empty live region left on
  // every page for others' `status` messages to be confused with.
  if (online) return null;
  return (
    <p
      role="alert"
      data-offline-banner
      className="flex min-h-11 items-center justify-center bg-ink px-4 py-2 text-center text-sm leading-6 text-white"
    >
      {fa.connection.offline}
    </p>
  );
}
