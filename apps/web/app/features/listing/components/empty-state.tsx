import { SearchIcon } from '../../../shared/ui/icons.tsx';
import { faListing } from '../../../shared/i18n/fa-listing.ts';

/** The spec's "nothing found", prefixed by "with the selected filter" when filters are active. */
export function EmptyState({ isFiltered }: { isFiltered: boolean }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl bg-white px-6 py-14 text-center">
      <SearchIcon className="size-12 text-brand-500/60" />
      <p className="text-lg font-bold" role="status">
        {isFiltered ? faListing.nothingFoundFiltered : faListing.nothingFound}
      </p>
      <p className="text-sm text-muted">{faListing.nothingFoundHint}</p>
    </div>
  );
}
