import { isRouteErrorResponse, Link, type MetaDescriptor } from 'react-router';
import { fa } from '../i18n/fa.ts';
import { paths } from '../paths.ts';
import { ErrorPage } from './error-page.tsx';

type Props = { title: string; body: string; action: { label: string; to: string } };

/**
 * A record that is gone (a product, a bundle): its own Persian sentence and a way on. Routes render it
 * from their error boundary for a 404 thrown by the loader, so the status stays a real 404.
 */
export function NotFoundMessage({ title, body, action }: Props) {
  return (
    <section className="mx-auto my-16 flex max-w-md flex-col items-center gap-4 rounded-2xl bg-white p-8 text-center shadow-sm">
      <h1 className="text-xl font-bold">{title}</h1>
      <p className="text-muted">{body}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Link
          to={action.to}
          className="rounded-xl bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700"
        >
          {action.label}
        </Link>
        <Link
          to={paths.home()}
          className="rounded-xl border border-black/10 px-5 py-3 font-semibold hover:bg-surface"
        >
          {fa.errors.backHome}
        </Link>
      </div>
    </section>
  );
}

/** For a route's ErrorBoundary: the record's 404 message, or the general apology for anything else. */
export function NotFoundBoundary({ error, ...message }: Props & { error: unknown }) {
  return isRouteErrorResponse(error) && error.status === 404 ? (
    <NotFoundMessage {...message} />
  ) : (
    <ErrorPage />
  );
}

/** Meta for a route whose loader threw: the message as the title, kept out of search results. */
export function notFoundMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} | ${fa.site.shortName}` }, { name: 'robots', content: 'noindex' }];
}
