import type { HomeLayoutRow } from '@shop/domain/content/schemas';
import { HomeRow } from './home-row.tsx';
import { useLazyHomeRow } from './use-lazy-home-row.ts';

/**
 * A home row the server left out: a placeholder of about a shelf's height until it loads, then the
 * row itself. A row that fails to load disappears (decision 6). The placeholder pulses only while its
 * row is being fetched.
 */
export function LazyHomeRow({ layout, now }: { layout: HomeLayoutRow; now: number }) {
  const { placeholder, row, done, loading } = useLazyHomeRow(layout.id);
  if (row) return <HomeRow row={row} now={now} isFirst={false} />;
  if (done) return null;
  return (
    <div
      ref={placeholder}
      aria-hidden="true"
      className={`my-6 h-80 rounded-3xl bg-black/[0.03]${loading ? ' animate-pulse' : ''}`}
    />
  );
}
