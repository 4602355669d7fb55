import { Link, useRouteError } from 'react-router';
import { isConnectionError } from '../connection.ts';
import { OfflineState } from './offline-state.tsx';
import { fa } from '../i18n/fa.ts';
import { paths } from '../paths.ts';

/**
 * The spec's apology page ('sorry, an error occurred') with a way home; also the 404 page. A page that
 * could not be fetched because the connection is down shows the offline state with a retry instead.
 */
export function ErrorPage({ notFound = false }: { notFound?: boolean }) {
  const error = useRouteError();
  if (isConnectionError(error)) return <OfflineState />;
  return (
    <section className="mx-auto my-16 flex max-w-md flex-col items-center gap-4 rounded-2xl bg-white p-8 text-center shadow-sm">
      <svg viewBox="0 0 64 64" className="size-20 text-brand-500" aria-hidden="true">
        <circle cx="32" cy="32" r="30" fill="currentColor" opacity="0.12" />
        <path
          d="M22 26h.01M42 26h.01M22 44c6-6 14-6 20 0"
          stroke="currentColor"
          strokeWidth="4"
          strokeLinecap="round"
          fill="none"
        />
      </svg>
      <h1 className="text-xl font-bold">{notFound ? fa.errors.notFoundTitle : fa.errors.title}</h1>
      <p className="text-muted">{notFound ? fa.errors.notFoundBody : fa.errors.body}</p>
      <Link
        to={paths.home()}
        className="rounded-xl bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
      >
        {fa.errors.backHome}
      </Link>
    </section>
  );
}
