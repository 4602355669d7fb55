import { useEffect } from 'react';
import { useLocalBasketStore } from '../local-basket-store.ts';

let merging = false;

/**
 * storefront.md §4 step 6: once a registered customer (status 1 or 4) is signed in and this browser
 * holds a local basket, merge it into theirs (merge-local-basket.ts, loaded then). It reacts to who is
 * signed in rather than being called by the sign-in screens (a feature may not import another), so
 * it also runs after a sign-in in another tab, or on the next page load after a failed try. Called by
 * the customer's ServerBasketSync, so a guest's page does not carry it (issue 22).
 */
export function useMergeAfterSignIn(userId: number): void {
  const isHydrated = useLocalBasketStore((state) => state.isHydrated);
  const hasLines = useLocalBasketStore((state) => state.lines.length > 0);
  useEffect(() => {
    if (!isHydrated || !hasLines || merging) return;
    merging = true;
    void import('../merge-local-basket.ts')
      .then(({ mergeLocalBasket }) => mergeLocalBasket(userId))
      .finally(() => {
        merging = false;
      });
  }, [userId, isHydrated, hasLines]);
}
