import { toDisplayMobile } from '@shop/domain/mobile';
import { faSitePages } from '../../../shared/i18n/fa-site-pages.ts';
import { ContactWays } from '../../../shared/layout/contact-ways.tsx';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { Breadcrumb } from '../../../shared/ui/breadcrumb.tsx';
import { ContactForm } from './contact-form.tsx';

const t = faSitePages.contact;

/** /contact-us (checkout-and-account.md §2): the ways to reach the shop beside the form. */
export function ContactPage() {
  const user = useSessionStore((state) => state.user);
  // A signed-in customer's names and number are filled in (still editable); a guest types them.
  const defaults = user
    ? {
        first_name: user.first_name ?? '',
        last_name: user.last_name ?? '',
        mobile_number: toDisplayMobile(user.mobile),
        email: user.email ?? '',
      }
    : {};
  return (
    <div className="mx-auto max-w-5xl px-4 py-6">
      <Breadcrumb items={[{ label: t.title }]} />
      <h1 className="mb-2 text-xl font-bold sm:text-2xl">{t.title}</h1>
      <p className="mb-6 leading-7 text-muted">{t.intro}</p>
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <section aria-labelledby="contact-form-title" className="rounded-2xl bg-white p-5 shadow-sm sm:p-8">
          <h2 id="contact-form-title" className="mb-4 text-lg font-bold">
            {t.formTitle}
          </h2>
          {/* Keyed by the customer: their details arrive after the first paint for a signed-in visit. */}
          <ContactForm key={user?.id ?? 'guest'} defaults={defaults} />
        </section>
        <aside aria-label={t.ways} className="h-fit rounded-2xl bg-white p-5 shadow-sm">
          <ContactWays />
        </aside>
      </div>
    </div>
  );
}
