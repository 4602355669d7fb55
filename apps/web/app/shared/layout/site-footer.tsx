import { Link } from 'react-router';
import { toPersianDigits } from '@shop/domain/persian-digits';
import { fa } from '../i18n/fa.ts';
import { paths } from '../paths.ts';
import { site } from '../site.ts';
import { MailIcon, PhoneIcon, TruckIcon } from '../ui/icons.tsx';
import { Logo } from './logo.tsx';
import { SocialIcon } from './social-icon.tsx';
import { TrustBadge } from './trust-badge.tsx';

const quickLinks = [
  { to: paths.aboutUs(), label: fa.footer.aboutUs },
  { to: paths.contactUs(), label: fa.footer.contactUs },
  { to: paths.faqs(), label: fa.footer.faq },
  { to: paths.terms(), label: fa.footer.terms },
  { to: paths.brands(), label: fa.footer.brands },
  { to: paths.bundles(), label: fa.footer.bundles },
];

export function SiteFooter() {
  return (
    <footer className="mt-10 border-t border-black/5 bg-white">
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
          <ul className="grid grid-cols-2 gap-2 text-sm text-muted">
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-brand-600">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section className="space-y-3 text-sm">
          <a
            href={`tel:${site.phone.replace(/-/g, '')}`}
            className="flex items-center gap-2 hover:text-brand-600"
          >
            <PhoneIcon className="size-5 text-muted" />
            <span>{fa.footer.phone}:</span>
            <bdi dir="ltr" className="font-semibold">
              {toPersianDigits(site.phone)}
            </bdi>
          </a>
          <a href={`mailto:${site.email}`} className="flex items-center gap-2 hover:text-brand-600">
            <MailIcon className="size-5 text-muted" />
            <span>{fa.footer.email}:</span>
            <bdi dir="ltr" className="font-semibold">
              {site.email}
            </bdi>
          </a>
          <p className="text-muted">{fa.footer.hours}</p>
          <div>
            <h2 className="mb-2 font-bold">{fa.footer.socials}</h2>
            <ul className="flex gap-2">
              {site.socials.map((social) => (
                <li key={social.icon}>
                  <a
                    href={social.url}
                    aria-label={social.name}
                    rel="noopener"
                    className="flex size-10 items-center justify-center rounded-full bg-surface text-ink hover:bg-brand-50 hover:text-brand-600"
                  >
                    <SocialIcon name={social.icon} />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </section>
        <section className="flex items-start gap-3">
          <TrustBadge />
        </section>
      </div>
      <p className="border-t border-black/5 py-4 text-center text-xs text-muted">{fa.footer.copyright}</p>
    </footer>
  );
}
