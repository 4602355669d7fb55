import { redirect } from 'react-router';
import type { Route } from './+types/products-redirect';
import { paths } from '../shared/paths.ts';
import { publicPage } from '../shared/public-page.ts';

/** The same for everyone who asks: drawn without the session and shared (decision 071). */
export const handle = publicPage;

/** /products alone is the all-products search (the spec); the query, if any, comes along. */
export function loader({ request }: Route.LoaderArgs) {
  throw redirect(`${paths.search()}${new URL(request.url).search}`, 301);
}
