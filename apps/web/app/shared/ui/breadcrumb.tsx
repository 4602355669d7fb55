import { Link } from 'react-router';
import { CatalogueText } from '../format/catalogue-text.tsx';
import { fa } from '../i18n/fa.ts';
import { paths } from '../paths.ts';
import { ChevronEndIcon } from './icons.tsx';

export type Crumb = { label: string; to?: string };

/**
 * "Home › Dairy › Milk": the last crumb is the current page and is not a link. On a phone a long last
 * crumb (the product's name) ends in «…» inside the line rather than running off its edge (issue 46
 * item 12); the crumbs before it keep their width.
 */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  const all: Crumb[] = [{ label: fa.header.home, to: paths.home() }, ...items];
  return (
    <nav aria-label={fa.common.breadcrumb} className="mb-1 overflow-x-auto text-xs text-muted">
      <ol className="flex flex-wrap items-center gap-x-1 whitespace-nowrap">
        {all.map((crumb, index) => (
          <li
            key={`${crumb.label}-${index}`}
            className={`flex items-center gap-1 ${index === all.length - 1 ? 'max-w-full min-w-0' : 'shrink-0'}`}
          >
            {index > 0 ? <ChevronEndIcon className="size-3.5 shrink-0" /> : null}
            {crumb.to && index < all.length - 1 ? (
              <Link
                to={crumb.to}
                className="inline-flex min-h-11 min-w-11 items-center justify-center hover:text-brand-600"
              >
                <CatalogueText text={crumb.label} />
              </Link>
            ) : (
              <span
                aria-current={index === all.length - 1 ? 'page' : undefined}
                className="block min-w-0 truncate leading-11 text-ink max-lg:leading-6"
              >
                {/* Catalogue names («ویتامین D3، ۱ لیتری») keep their reading order. */}
                <CatalogueText text={crumb.label} />
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
