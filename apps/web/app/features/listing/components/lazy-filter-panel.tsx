import { Suspense, useSyncExternalStore, type ComponentProps } from 'react';
import { lazyWhenOnline } from '../../../shared/connection.ts';
import { deferredComponent, HydrateWhenWanted } from '../../../shared/ui/hydrate-when-wanted.tsx';
import type { FilterPanel } from './filter-panel.tsx';

// The filter panel (brands, switches, the price slider and fields: ~4 KB compressed) is not in a
// listing's first scripts (issue 22): a phone shows it only in the bottom sheet, fetched when the sheet
// is asked for; the sidebar, shown from 769 px on, fetches it at once.

type FilterPanelProps = ComponentProps<typeof FilterPanel>;

/** Started early by the sheet's button (mobile-filters.tsx), so the panel comes with the dialog. */
export const loadFilterPanel = () => import('./filter-panel.tsx');
const LazyFilterPanel = lazyWhenOnline(() =>
  loadFilterPanel().then((module) => ({ default: module.FilterPanel })),
);
const sidebarPanel = deferredComponent(() => loadFilterPanel().then((module) => module.FilterPanel));

/** The panel in the phone's sheet, drawn after the press that opens it. */
export function SheetFilterPanel(props: FilterPanelProps) {
  return (
    <Suspense fallback={<div className="min-h-64" />}>
      <LazyFilterPanel {...props} />
    </Suspense>
  );
}

/** Where the sidebar shows (listing-body.tsx: `min-[769px]:block`). */
const sidebarQuery = '(min-width: 769px)';
function subscribeToWidth(onChange: () => void): () => void {
  const query = matchMedia(sidebarQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
const isSidebarShown = () => matchMedia(sidebarQuery).matches;
/** Not while hydrating: the server drew the panel for every width. */
const whileHydrating = () => false;

/**
 * The sidebar's panel: drawn by the server, and hydrated where the sidebar shows (at once on a wide
 * screen, in place, so what is typed into it meanwhile stays; on a phone, where it is `display: none`,
 * drawn anew when the window grows wide enough).
 */
export function SidebarFilterPanel(props: FilterPanelProps) {
  const isShown = useSyncExternalStore(subscribeToWidth, isSidebarShown, whileHydrating);
  return (
    <HydrateWhenWanted
      component={sidebarPanel}
      props={props}
      isWanted={isShown}
      isWantedAtFirst={isSidebarShown}
    />
  );
}
