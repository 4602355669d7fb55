import type { Route } from './+types/faqs';
import { serverApi } from '../shared/api/server-context.ts';
import { getFaq } from '../features/site-pages/api/get-faq.ts';
import { FaqBrowser } from '../features/site-pages/components/faq-browser.tsx';
import { faSitePages } from '../shared/i18n/fa-site-pages.ts';
import { paths } from '../shared/paths.ts';
import { pageMeta, siteOrigin } from '../shared/seo/meta.ts';
import { breadcrumbJsonLd, faqJsonLd } from '../shared/seo/structured-data.ts';
import { publicPage } from '../shared/public-page.ts';

/** The same for everyone who asks: drawn without the session and shared (decision 071). */
export const handle = publicPage;

export async function loader({ context }: Route.LoaderArgs) {
  return getFaq(serverApi(context));
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const origin = siteOrigin(matches);
  const t = faSitePages.faq;
  return pageMeta({
    title: t.title,
    description: t.description,
    origin,
    path: paths.faqs(),
    structuredData: [
      breadcrumbJsonLd(origin, [{ name: t.title, path: paths.faqs() }]),
      ...(loaderData ? [faqJsonLd(loaderData.faqs)] : []),
    ],
  });
};

/** /faqs (checkout-and-account.md §2 "Content pages"). */
export default function Faqs({ loaderData }: Route.ComponentProps) {
  return <FaqBrowser categories={loaderData.categories} faqs={loaderData.faqs} />;
}
