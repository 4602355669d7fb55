import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { rememberReferral } from '../referral-memory.ts';

/** On any page: a friend's share link (`?ref=CODE`) is remembered until the account is created. */
export function useRememberReferral(): void {
  const { search } = useLocation();
  useEffect(() => {
    if (search.includes('ref=')) rememberReferral(search);
  }, [search]);
}
