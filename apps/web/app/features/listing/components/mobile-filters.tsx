import { formatNumberFa } from '@shop/domain/money';
import { useState, type ReactNode } from 'react';
import { LazyDialog as Dialog } from '../../../shared/ui/lazy-dialog.tsx';
import { format } from '../../../shared/i18n/fa.ts';
import { faListing } from '../../../shared/i18n/fa-listing.ts';
import { loadFilterPanel } from './lazy-filter-panel.tsx';

type MobileFiltersProps = {
  activeCount: number;
  resultCount: number;
  /** The filter panel; each change applies at once, and the list behind the sheet follows. */
  children: ReactNode;
};

/** On windows 768 px wide or less the filters live in a bottom sheet titled "Filters" (the spec). */
export function MobileFilters({ activeCount, resultCount, children }: MobileFiltersProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        // The panel's code is asked for with the dialog's, not after it (lazy-filter-panel.tsx).
        onPointerDown={() => void loadFilterPanel()}
        onClick={() => {
          void loadFilterPanel();
          setOpen(true);
        }}
        className="flex min-h-11 shrink-0 items-center gap-1.5 rounded-xl border border-black/10 px-3 text-sm font-semibold min-[769px]:hidden"
      >
        <FilterIcon />
        {faListing.filters}
        {activeCount > 0 ? (
          <span className="grid size-5 place-items-center rounded-full bg-brand-600 text-[11px] text-white">
            {formatNumberFa(activeCount)}
          </span>
        ) : null}
      </button>
      <Dialog open={isOpen} onOpenChange={setOpen} title={faListing.filters} variant="sheet">
        {/* A tablet's sheet spans the window; the panel keeps a phone's width so counts stay near names. */}
        <div className="mx-auto max-w-xl">{children}</div>
        <button
          type="button"
          onClick={() => setOpen(false)}
          className="sticky bottom-0 mx-auto mt-4 block w-full max-w-xl rounded-xl bg-brand-600 py-3 font-semibold text-white hover:bg-brand-700"
        >
          {format(faListing.showResults, { count: formatNumberFa(resultCount) })}
        </button>
      </Dialog>
    </>
  );
}

function FilterIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M4 6h16M7 12h10M10 18h4" strokeLinecap="round" />
    </svg>
  );
}
