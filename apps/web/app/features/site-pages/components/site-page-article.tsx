import type { ContentPage } from '@shop/domain/content/pages';
import { format } from '../../../shared/i18n/fa.ts';
import { faSitePages } from '../../../shared/i18n/fa-site-pages.ts';
import { formatJalaliDate } from '../../../shared/format/jalali-date.ts';
import { Breadcrumb } from '../../../shared/ui/breadcrumb.tsx';
import { RichText } from '../../../shared/ui/rich-text.tsx';

/** About us, the terms, privacy: the page's title, its text and when it last changed. */
export function SitePageArticle({ page }: { page: ContentPage }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <Breadcrumb items={[{ label: page.title }]} />
      <article className="rounded-2xl bg-white p-5 shadow-sm sm:p-8">
        <h1 className="text-xl font-bold sm:text-2xl">{page.title}</h1>
        <p className="mt-2 text-sm text-muted">
          {format(faSitePages.updatedAt, { date: formatJalaliDate(Date.parse(page.updated_at) / 1000) })}
        </p>
        <RichText html={page.body} className="mt-4 text-ink" />
      </article>
    </div>
  );
}
