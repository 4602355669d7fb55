import { Suspense, useSyncExternalStore } from 'react';
import { lazyWhenOnline } from '../connection.ts';
import { isToastRequested, subscribeToToastRequests } from './notify.ts';

const Toaster = lazyWhenOnline(() =>
  import('./toaster.tsx').then((module) => ({ default: module.ShopToaster })),
);

/** Mounts the toaster (and loads Sonner) only once something asked for a toast. */
export function ToastHost() {
  const requested = useSyncExternalStore(subscribeToToastRequests, isToastRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
