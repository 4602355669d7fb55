import {
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useOptimistic,
  useRef,
  type RefObject,
} from 'react';
import { useLocation, useNavigate, useNavigation, useNavigationType } from 'react-router';
import { listingHref, parseListingFilters, type ListingFilters } from '../listing-filters.ts';
import { scopeFilters, type ListingScope } from '../listing-scope.ts';

/**
 * The filters to show, and how to change them. A change navigates to its URL (a push: Back undoes
 * the last filter) keeping the browser's scroll (`useScrollToListTop` shows the list's top instead).
 * Until the new page has loaded, the controls show the new choice at once (an optimistic value, reset
 * by React when the navigation ends); a link being followed (sort, chip) is shown the same way.
 */
export function useListingFilters(current: ListingFilters, scope: ListingScope, basePath: string) {
  const navigate = useNavigate();
  const pending = usePendingFilters(current, scope);
  const [filters, showFilters] = useOptimistic(pending);
  const apply = useCallback(
    (next: ListingFilters) => {
      startTransition(async () => {
        showFilters(next);
        await navigate(listingHref(basePath, next), { preventScrollReset: true });
      });
    },
    [navigate, basePath, showFilters],
  );
  return { filters, apply };
}

/** The filters of the URL this listing is navigating to, else the current ones. */
function usePendingFilters(current: ListingFilters, scope: ListingScope): ListingFilters {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  return useMemo(() => {
    const next = navigation.location;
    if (navigation.state !== 'loading' || !next || next.pathname !== pathname) return current;
    return scopeFilters(parseListingFilters(new URLSearchParams(next.search)), scope);
  }, [navigation.state, navigation.location, pathname, current, scope]);
}

/** After a new filter or sort (not Back/Forward, whose scroll the router restores), show the list's top. */
export function useScrollToListTop(ref: RefObject<HTMLElement | null>) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const lastKey = useRef(location.key);
  useEffect(() => {
    if (lastKey.current === location.key) return;
    lastKey.current = location.key;
    const node = ref.current;
    if (navigationType === 'POP' || !node) return;
    if (node.getBoundingClientRect().top < 0) node.scrollIntoView({ block: 'start' });
  }, [location.key, navigationType, ref]);
}

/** True while the next URL of this same listing loads: the old list is dimmed meanwhile. */
export function useIsListingLoading(): boolean {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  return navigation.state === 'loading' && navigation.location.pathname === pathname;
}
