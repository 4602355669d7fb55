import { Link } from 'react-router';
import { fa } from '../i18n/fa.ts';
import { paths } from '../paths.ts';
import { TruckIcon } from '../ui/icons.tsx';
import { ContactWays } from './contact-ways.tsx';
import { Logo } from './logo.tsx';
import { TrustBadge } from './trust-badge.tsx';

const quickLinks = [
  { to: paths.aboutUs(), label: fa.footer.aboutUs },
  { to: paths.contactUs(), label: fa.footer.contactUs },
  { to: paths.faqs(), label: fa.footer.faq },
  { to: paths.terms(), label: fa.footer.terms },
  { to: paths.privacy(), label: fa.footer.privacy },
  { to: paths.brands(), label: fa.footer.brands },
  { to: paths.bundles(), label: fa.footer.bundles },
];

export function SiteFooter() {
  return (
    <footer className="site-footer mt-10 border-t border-black/5 bg-white">
      <div className="mx-auto grid max-w-screen-2xl gap-8 px-4 py-8 sm:px-5 md:grid-cols-2 lg:grid-cols-4">
        <section className="space-y-3">
          <Logo />
          <p className="text-sm leading-7 text-muted">{fa.footer.about}</p>
          <p className="flex items-center gap-2 text-sm font-medium text-brand-700">
            <TruckIcon className="size-5 shrink-0" />
            {fa.footer.deliveryOnlyTehran}
          </p>
        </section>
        <nav aria-label={fa.footer.links}>
          <h2 className="mb-3 font-bold">{fa.footer.links}</h2>
          <ul className="grid grid-cols-2 text-sm text-muted">
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="inline-flex min-h-11 min-w-11 items-center hover:text-brand-600"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <ContactWays />
        <section className="flex items-start gap-3">
          <TrustBadge />
        </section>
      </div>
      <p className="border-t border-black/5 py-4 text-center text-xs text-muted">{fa.footer.copyright}</p>
    </footer>
  );
}
