import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * On any page: a friend's share link (`?ref=CODE`) is remembered until the account is created. The
 * code that checks and keeps it is fetched only for such a link, not with every page (issue 22).
 */
export function useRememberReferral(): void {
  const { search } = useLocation();
  useEffect(() => {
    if (search.includes('ref='))
      void import('../referral-memory.ts').then((memory) => memory.rememberReferral(search));
  }, [search]);
}
