import { formatNumberFa } from '@shop/domain/money';
import { Link } from 'react-router';
import { format } from '../../../shared/i18n/fa.ts';
import { faOrders } from '../../../shared/i18n/fa-orders.ts';
import { paths } from '../../../shared/paths.ts';
import { pageLinks } from '../order-pages.ts';

const linkClass = 'grid min-w-10 place-items-center rounded-xl px-3 py-2 text-sm font-semibold';

/** Pages of 10 orders, as links (`?page=`), so each page is rendered on the server and can be shared. */
export function OrdersPagination({ page, total }: { page: number; total: number }) {
  if (total <= 1) return null;
  const to = paths.profileOrders;
  return (
    <nav aria-label={faOrders.pages} className="flex flex-wrap items-center justify-center gap-1.5">
      {page > 1 ? (
        <Link to={to(page - 1)} className={`${linkClass} bg-white shadow-sm hover:bg-brand-50`}>
          {faOrders.previousPage}
        </Link>
      ) : null}
      {pageLinks(page, total).map((target, index) =>
        target === null ? (
          <span key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted">
            …
          </span>
        ) : (
          <Link
            key={target}
            to={to(target)}
            aria-label={format(faOrders.pageOf, { page: formatNumberFa(target) })}
            aria-current={target === page ? 'page' : undefined}
            className={`${linkClass} ${target === page ? 'bg-brand-600 text-white' : 'bg-white shadow-sm hover:bg-brand-50'}`}
          >
            {formatNumberFa(target)}
          </Link>
        ),
      )}
      {page < total ? (
        <Link to={to(page + 1)} className={`${linkClass} bg-white shadow-sm hover:bg-brand-50`}>
          {faOrders.nextPage}
        </Link>
      ) : null}
    </nav>
  );
}
