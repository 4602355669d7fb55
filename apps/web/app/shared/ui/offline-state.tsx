import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { subscribeToConnection } from '../connection.ts';
import { fa } from '../i18n/fa.ts';
import { Icon } from './icons.tsx';

/**
 * A page that could not be fetched because the connection is down (decision 092): the spec's words
 * and «تلاش دوباره», which asks for the same address again (its route list, code and data), inside the
 * shop's header and footer. When the browser is online again the page is asked for by itself, as the
 * offline banner promises («با وصل شدن، صفحه خودش به‌روز می‌شود»).
 */
export function OfflineState() {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const retry = useCallback(
    () => void navigate(`${pathname}${search}${hash}`, { replace: true }),
    [navigate, pathname, search, hash],
  );
  useEffect(
    () =>
      subscribeToConnection(() => {
        if (navigator.onLine) retry();
      }),
    [retry],
  );
  return (
    <section
      data-offline-state
      className="mx-auto my-16 flex max-w-md flex-col items-center gap-4 rounded-2xl bg-white p-8 text-center shadow-sm"
    >
      <Icon className="size-16 text-brand-500">
        <path d="M2 8.8a15 15 0 0 1 4.2-2.6M9.5 5.2A15 15 0 0 1 22 8.8M5 12.9a10 10 0 0 1 3.2-2M12.7 9.9A10 10 0 0 1 19 12.9M8.5 16.4a5 5 0 0 1 7 0M12 20h.01M3 3l18 18" />
      </Icon>
      <h1 className="text-xl font-bold">{fa.connection.pageTitle}</h1>
      <p className="text-muted">{fa.common.connectionDown}</p>
      <button
        type="button"
        onClick={retry}
        className="min-h-11 rounded-xl bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
      >
        {fa.common.retry}
      </button>
    </section>
  );
}
