import { data } from 'react-router';
import { ErrorPage } from '../components/error-page.tsx';
import { fa } from '../i18n/fa.ts';

export function loader() {
  // A real 404 status, so crawlers drop dead links.
  throw data(null, { status: 404 });
}

export function meta() {
  return [{ title: `${fa.errors.notFoundTitle} | ${fa.site.name}` }];
}

export default function NotFound() {
  return <ErrorPage notFound />;
}
