import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/paths.ts';

/** checkout-and-account.md §4, §9: after a saved edit, password or mobile, /profile 0.8 s later. */
export const returnToProfileMs = 800;

/**
 * Goes back to /profile `returnToProfileMs` after the success toast. A customer who leaves the page
 * first is not pulled back: the timer ends with the page.
 */
export function useReturnToProfile(): () => void {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void navigate(paths.profile()), returnToProfileMs);
  }, [navigate]);
}
