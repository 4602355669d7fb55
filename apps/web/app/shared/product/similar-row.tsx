import type { ReactNode } from 'react';

/** The spec: a slider when there are five or more, a grid for fewer (a half-empty slider looks broken). */
export const SIMILAR_SLIDER_MIN = 5;

// Under 600 px it is always a two-column grid (the spec). From 600 px the slider shows 3, 4, then
// 5 cards per view, and 7 from 1920 px; scroll-row (app.css) is the no-script swipe row of decision 9.
const slider =
  'grid grid-cols-2 gap-2 [--per-view:3] min-[600px]:scroll-row min-[600px]:grid-cols-none min-[600px]:gap-3 min-[600px]:auto-cols-[calc((100%-(var(--per-view)-1)*0.75rem)/var(--per-view))] min-[900px]:[--per-view:4] min-[1200px]:[--per-view:5] min-[1920px]:[--per-view:7]';
const grid =
  'grid grid-cols-2 gap-2 sm:gap-3 min-[600px]:grid-cols-3 min-[900px]:grid-cols-4 min-[1200px]:grid-cols-5';

export function similarRowClass(count: number): string {
  return count >= SIMILAR_SLIDER_MIN ? slider : grid;
}

/** A row of similar products or bundles, one card per item. */
export function SimilarRow<T extends { id: number }>({
  label,
  items,
  renderItem,
}: {
  label: string;
  items: readonly T[];
  renderItem: (item: T) => ReactNode;
}) {
  return (
    <ul aria-label={label} className={similarRowClass(items.length)}>
      {items.map((item) => (
        <li key={item.id} className="min-w-0">
          {renderItem(item)}
        </li>
      ))}
    </ul>
  );
}
