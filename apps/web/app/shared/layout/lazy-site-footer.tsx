import { useEngaged } from '../ui/first-engagement.ts';
import { deferredComponent, HydrateWhenWanted } from '../ui/hydrate-when-wanted.tsx';
import { useSeen } from '../ui/use-seen.tsx';

const footer = deferredComponent(() => import('./site-footer.tsx').then((module) => module.SiteFooter));

/**
 * The footer (links, contacts, social and trust badges): drawn by the server, its code fetched on the
 * visitor's first scroll, touch or key, or when it is on screen, not with every page's first script
 * (issue 22). Until then its links are the server's plain links, which work as links do.
 */
export function LazySiteFooter() {
  const [ref, isSeen] = useSeen<HTMLDivElement>();
  const isEngaged = useEngaged();
  return <HydrateWhenWanted component={footer} props={{}} isWanted={isSeen || isEngaged} ref={ref} />;
}
