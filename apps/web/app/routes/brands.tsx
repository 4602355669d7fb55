import type { Route } from './+types/brands';
import { serverApi } from '../shared/api/server-context.ts';
import { getBrands } from '../features/brands/api/get-brands.ts';
import { BrandGrid } from '../features/brands/components/brand-grid.tsx';
import { faBrands } from '../shared/i18n/fa-brands.ts';
import { paths } from '../shared/paths.ts';
import { pageMeta, siteOrigin } from '../shared/seo/meta.ts';
import { publicPage } from '../shared/public-page.ts';

/** The same for everyone who asks: drawn without the session and shared (decision 071). */
export const handle = publicPage;

export async function loader({ context }: Route.LoaderArgs) {
  return { brands: await getBrands(serverApi(context)) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: faBrands.title,
    description: faBrands.metaDescription,
    origin: siteOrigin(matches),
    path: paths.brands(),
  });

export default function Brands({ loaderData }: Route.ComponentProps) {
  return <BrandGrid brands={loaderData.brands} />;
}
