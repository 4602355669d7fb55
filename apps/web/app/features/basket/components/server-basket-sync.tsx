import { useEffect } from 'react';
import { browserApi } from '../../../shared/api/browser-client.ts';
import { useMergeAfterSignIn } from '../hooks/use-merge-after-sign-in.ts';
import { keepServerBasket } from '../server-basket-reads.ts';

/**
 * Loaded only for a signed-in customer: keeps their GET cart in the store the badge and the add
 * buttons read (without TanStack Query, issue 22), and merges the local basket into theirs after a
 * sign-in.
 */
export function ServerBasketSync({ userId }: { userId: number }) {
  useMergeAfterSignIn(userId);
  useEffect(() => keepServerBasket(browserApi, userId), [userId]);
  return null;
}
