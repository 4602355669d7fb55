import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getQueryClient } from '../../../shared/api/query-client.ts';
import { cartQueryOptions } from '../api/get-cart.ts';
import { useMergeAfterSignIn } from '../hooks/use-merge-after-sign-in.ts';
import { useServerBasketMirror } from '../server-basket-mirror.ts';

/**
 * Loaded only for a signed-in customer: keeps GET cart in TanStack Query (which every write's answer
 * updates) and copies it to the mirror the badge and the add buttons read; merges the local basket
 * into theirs after a sign-in.
 */
export function ServerBasketSync({ userId }: { userId: number }) {
  useMergeAfterSignIn(userId);
  const { data, isError } = useQuery(cartQueryOptions(userId), getQueryClient());
  useEffect(() => {
    useServerBasketMirror.setState({ basket: data ?? null, isError });
  }, [data, isError]);
  return null;
}
