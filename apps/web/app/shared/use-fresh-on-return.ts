import { useEffect } from 'react';
import { useRevalidator } from 'react-router';

/**
 * Loads the page's data again when the customer comes back to its tab: a page that shows the basket
 * (the checkout) must not offer goods that were changed in another tab meanwhile. This stands for
 * the spec's "the basket is refreshed about 550 ms after checkout loads" (a client-rendered page
 * showing a stored basket first): ours is read on the server at every load (decision 53).
 */
export function useFreshOnReturn(): void {
  const revalidator = useRevalidator();
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible' && revalidator.state === 'idle')
        void revalidator.revalidate();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [revalidator]);
}
