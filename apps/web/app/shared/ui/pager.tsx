import { formatNumberFa } from '@shop/domain/money';
import { Link } from 'react-router';
import { faRewards } from '../i18n/fa-rewards.ts';
import { format } from '../i18n/fa.ts';
import { pageCountOf, pageHref } from '../paging.ts';
import { ChevronEndIcon } from './icons.tsx';

const linkClass =
  'flex items-center gap-1 rounded-xl bg-white px-3 py-2 text-sm font-semibold shadow-sm hover:bg-brand-50';

/**
 * Previous and next links under a list the API gives 10 a page, with where the customer is; nothing
 * for a list of one page. Plain links: they work before the script arrives.
 */
export function Pager({ pathname, page, count }: { pathname: string; page: number; count: number }) {
  const pages = pageCountOf(count);
  if (pages <= 1) return null;
  return (
    <nav aria-label={faRewards.pager.label} className="flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={pageHref(pathname, page - 1)} className={linkClass}>
          <ChevronEndIcon className="size-4 rotate-180" />
          {faRewards.pager.previous}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-muted">
        {format(faRewards.pager.position, { page: formatNumberFa(page), pages: formatNumberFa(pages) })}
      </span>
      {page < pages ? (
        <Link to={pageHref(pathname, page + 1)} className={linkClass}>
          {faRewards.pager.next}
          <ChevronEndIcon className="size-4" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
