import type { Route } from './+types/contact-us';
import { ContactPage } from '../features/site-pages/components/contact-page.tsx';
import { faSitePages } from '../shared/i18n/fa-site-pages.ts';
import { paths } from '../shared/paths.ts';
import { pageMeta, siteOrigin } from '../shared/seo/meta.ts';
import { breadcrumbJsonLd, organizationJsonLd } from '../shared/seo/structured-data.ts';
import { publicPage } from '../shared/public-page.ts';

/** The same for everyone who asks: drawn without the session and shared (decision 071). */
export const handle = publicPage;

export const meta: Route.MetaFunction = ({ matches }) => {
  const origin = siteOrigin(matches);
  const t = faSitePages.contact;
  return pageMeta({
    title: t.title,
    description: t.description,
    origin,
    path: paths.contactUs(),
    structuredData: [
      organizationJsonLd(origin),
      breadcrumbJsonLd(origin, [{ name: t.title, path: paths.contactUs() }]),
    ],
  });
};

/** /contact-us (checkout-and-account.md §2 "Content pages"). */
export default function ContactUs() {
  return <ContactPage />;
}
