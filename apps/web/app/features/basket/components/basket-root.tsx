import { Suspense, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { lazyWhenOnline } from '../../../shared/connection.ts';
import { useSessionUser } from '../../../shared/session/session-store.ts';
import { whenIdle } from '../../../shared/ui/when-idle.ts';
import { BasketOwnerContext, basketOwnerOf } from '../basket-owner.ts';
import { readStoredBasket, useLocalBasketStore } from '../local-basket-store.ts';
import { useMergeNoticeStore } from '../merge-notice-store.ts';
import { forgetServerBasket } from '../server-basket-store.ts';

const loadServerBasketSync = () => import('./server-basket-sync.tsx');
const ServerBasketSync = lazyWhenOnline(() =>
  loadServerBasketSync().then((module) => ({ default: module.ServerBasketSync })),
);

/**
 * Around the whole page (root.tsx): says whose basket it is, reads the local basket from storage
 * after hydration, keeps a customer's server basket, merges the local one after sign-in, and forgets
 * every basket on logout ("logout clears user and cart", checkout-and-account.md).
 */
export function BasketRoot({ children }: { children: ReactNode }) {
  // Followed here, not by the root's layout, so that learning who it is (decision 071) draws the
  // basket's parts again, not the whole document.
  const { user, isKnown: isUserKnown } = useSessionUser();
  const owner = useMemo(() => basketOwnerOf(user, isUserKnown), [user, isUserKnown]);
  // Once hydration is done: opening localStorage and redrawing the badge and the buttons would
  // otherwise lengthen the long task that finishes hydration.
  useEffect(() => whenIdle(readStoredBasket, 300), []);
  // A session came with a page drawn for everyone (decision 071): most likely a customer's, so the
  // basket's code loads while the browser asks who it is, not after.
  useEffect(() => {
    if (owner.kind === 'unknown') void loadServerBasketSync();
  }, [owner.kind]);
  const previous = useRef(user?.id ?? null);
  useEffect(() => {
    const userId = user?.id ?? null;
    if (previous.current !== null && previous.current !== userId) {
      forgetServerBasket();
      useMergeNoticeStore.getState().dismiss();
      void import('../../../shared/api/query-client.ts').then(({ getQueryClient }) =>
        getQueryClient().removeQueries({ queryKey: ['basket'] }),
      );
      // A status 3 customer's lines were theirs, not the next visitor's.
      if (userId === null) useLocalBasketStore.getState().clear();
    }
    previous.current = userId;
  }, [user?.id]);
  return (
    <BasketOwnerContext.Provider value={owner}>
      {owner.kind === 'customer' ? (
        <Suspense fallback={null}>
          <ServerBasketSync userId={owner.userId} />
        </Suspense>
      ) : null}
      {children}
    </BasketOwnerContext.Provider>
  );
}
