import { toPersianDigits } from '@shop/domain/persian-digits';
import { fa } from '../i18n/fa.ts';
import { site } from '../site.ts';
import { MailIcon, PhoneIcon } from '../ui/icons.tsx';
import { SocialIcon } from './social-icon.tsx';

/** The shop's phone, e-mail, hours and social links: the footer's and the contact page's. */
export function ContactWays({ className = '' }: { className?: string }) {
  return (
    <section className={`space-y-3 text-sm ${className}`}>
      <a
        href={`tel:${site.phone.replace(/-/g, '')}`}
        className="flex min-h-11 items-center gap-2 hover:text-brand-600"
      >
        <PhoneIcon className="size-5 text-muted" />
        <span>{fa.footer.phone}:</span>
        <bdi dir="ltr" className="font-semibold">
          {toPersianDigits(site.phone)}
        </bdi>
      </a>
      <a href={`mailto:${site.email}`} className="flex min-h-11 items-center gap-2 hover:text-brand-600">
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
                className="flex size-11 items-center justify-center rounded-full bg-surface text-ink hover:bg-brand-50 hover:text-brand-600"
              >
                <SocialIcon name={social.icon} />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
