import type { Faq, FaqCategory } from '@shop/domain/content/pages';
import { Link, useSearchParams } from 'react-router';
import { faSitePages } from '../../../shared/i18n/fa-site-pages.ts';
import { paths } from '../../../shared/paths.ts';
import { Breadcrumb } from '../../../shared/ui/breadcrumb.tsx';
import { RichText } from '../../../shared/ui/rich-text.tsx';
import { chosenCategory, questionsOf } from '../faq-filter.ts';

const t = faSitePages.faq;

/**
 * /faqs (checkout-and-account.md §2 "Content pages"): category tiles filter an accordion, the first
 * question open. The tile is the address's `?category=` (a link, so it works before the script and
 * can be shared); each question is a native disclosure, reachable and announced without script.
 */
export function FaqBrowser({ categories, faqs }: { categories: FaqCategory[]; faqs: Faq[] }) {
  const [search] = useSearchParams();
  const current = chosenCategory(categories, search.get('category'));
  const shown = questionsOf(faqs, current);
  const tiles = [{ id: null, name: t.all }, ...categories];
  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <Breadcrumb items={[{ label: t.title }]} />
      <h1 className="mb-4 text-xl font-bold sm:text-2xl">{t.title}</h1>
      <nav aria-label={t.categories} className="mb-5">
        <ul className="flex gap-2 overflow-x-auto pb-1">
          {tiles.map((tile) => {
            const active = tile.id === current;
            return (
              <li key={tile.id ?? 'all'} className="shrink-0">
                <Link
                  to={tile.id === null ? paths.faqs() : `${paths.faqs()}?category=${tile.id}`}
                  preventScrollReset
                  replace
                  aria-current={active ? 'true' : undefined}
                  className={`flex min-h-11 items-center rounded-xl px-4 text-sm font-semibold whitespace-nowrap ${active ? 'bg-brand-600 text-white' : 'bg-white text-ink shadow-sm hover:bg-brand-50'}`}
                >
                  {tile.name}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {shown.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-center text-muted shadow-sm">{t.empty}</p>
      ) : (
        <div className="divide-y divide-black/5 overflow-hidden rounded-2xl bg-white shadow-sm">
          {shown.map((faq, index) => (
            // Keyed by the tile too: a new tile opens its own first question again.
            <details key={`${current ?? 'all'}-${faq.id}`} open={index === 0} className="group">
              <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-3 px-5 py-3 font-semibold marker:hidden hover:bg-surface">
                <h2 className="text-base">{faq.question}</h2>
                <span aria-hidden className="text-xl text-muted transition group-open:rotate-45">
                  +
                </span>
              </summary>
              <RichText html={faq.answer} className="px-5 pb-4 text-sm text-ink" />
            </details>
          ))}
        </div>
      )}
      <p className="mt-6 text-center text-sm text-muted">
        {t.stillAsk}{' '}
        <Link to={paths.contactUs()} className="font-semibold text-brand-700 underline">
          {t.contactLink}
        </Link>
      </p>
    </div>
  );
}
