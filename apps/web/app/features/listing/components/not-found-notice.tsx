import { Link } from 'react-router';
import { fa } from '../../../shared/i18n/fa.ts';
import { faListing } from '../../../shared/i18n/fa-listing.ts';
import { paths } from '../../../shared/paths.ts';

/** Above the search page an unknown path shows: what happened, and the way home. */
export function NotFoundNotice() {
  return (
    <div
      role="status"
      className="mb-4 flex flex-col gap-2 rounded-2xl border border-brand-600/20 bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="font-semibold text-brand-700">{faListing.notFoundLine}</p>
      <Link
        to={paths.home()}
        className="inline-flex min-h-11 shrink-0 items-center text-sm font-semibold text-brand-700 underline"
      >
        {fa.errors.backHome}
      </Link>
    </div>
  );
}
