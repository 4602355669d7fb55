import { toPersianDigits } from '@shop/domain/persian-digits';
import { useState, type FormEvent } from 'react';
import { Link, useRevalidator } from 'react-router';
import { browserApi } from '../../../shared/api/browser-client.ts';
import { faAddresses } from '../../../shared/i18n/fa-addresses.ts';
import { format } from '../../../shared/i18n/fa.ts';
import { paths } from '../../../shared/paths.ts';
import { site } from '../../../shared/site.ts';
import { PhoneIcon } from '../../../shared/ui/icons.tsx';
import { notify } from '../../../shared/ui/notify.ts';
import { linkCompany, unlinkCompany } from '../api/company-calls.ts';
import { companyErrorMessages } from '../company-messages.ts';

const t = faAddresses.company;

const button =
  'rounded-xl px-5 py-3 text-sm font-semibold transition disabled:cursor-not-allowed disabled:opacity-50';

type Props = { customerName: string; company: { name: string } | null; initialCode: string };

/**
 * /profile/company (checkout-and-account.md §2 "Company referral", §8): the greeting, the company the
 * customer buys for, and the code's input. «ثبت» links the company; «حذف» removes a linked company
 * from the account (and empties the input), or only empties the input when none is linked.
 */
export function CompanyPage({ customerName, company, initialCode }: Props) {
  const revalidator = useRevalidator();
  const [code, setCode] = useState(initialCode);
  const [busy, setBusy] = useState<'apply' | 'clear' | null>(null);

  async function run(kind: 'apply' | 'clear', call: () => Promise<unknown>, done: string) {
    setBusy(kind);
    try {
      await call();
      notify('success', done);
      setCode('');
      await revalidator.revalidate();
    } catch (error) {
      for (const message of companyErrorMessages(error)) notify('error', message);
    } finally {
      setBusy(null);
    }
  }

  function apply(event: FormEvent) {
    event.preventDefault();
    if (code.trim() && !busy) void run('apply', () => linkCompany(browserApi, code.trim()), t.saved);
  }

  function clear() {
    if (company) void run('clear', () => unlinkCompany(browserApi), t.cleared);
    else setCode('');
  }

  return (
    <section className="mx-auto max-w-3xl space-y-4">
      <h1 className="text-xl font-bold">{t.heading}</h1>
      <div className="space-y-5 rounded-3xl bg-white p-5 shadow-sm sm:p-8">
        <p className="text-lg font-semibold">
          {customerName ? format(t.greeting, { name: customerName }) : t.greetingNoName}
        </p>
        <p className="leading-7 text-muted">{t.intro}</p>
        <p data-testid="current-company" className="rounded-2xl bg-surface px-4 py-3">
          {company ? (
            <>
              {t.current} <b className="text-brand-700">{company.name}</b>
            </>
          ) : (
            <span className="text-muted">{t.none}</span>
          )}
        </p>
        <form onSubmit={apply} className="space-y-2" noValidate>
          <label htmlFor="company-code" className="block text-sm font-medium">
            {t.codeLabel}
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <input
              id="company-code"
              name="code"
              dir="ltr"
              autoComplete="off"
              value={code}
              maxLength={40}
              onChange={(event) => setCode(event.target.value)}
              className="min-w-0 flex-1 rounded-xl border border-black/10 px-3 py-3 font-mono tracking-wider outline-none focus:border-brand-600"
            />
            <div className="grid grid-cols-2 gap-2 sm:flex">
              <button
                type="submit"
                disabled={!code.trim() || busy !== null}
                aria-busy={busy === 'apply' || undefined}
                className={`${button} bg-brand-600 text-white hover:bg-brand-700`}
              >
                {t.apply}
              </button>
              <button
                type="button"
                onClick={clear}
                disabled={(!company && !code) || busy !== null}
                aria-busy={busy === 'clear' || undefined}
                className={`${button} border border-black/10 hover:bg-surface`}
              >
                {t.clear}
              </button>
            </div>
          </div>
        </form>
        <div className="space-y-2 rounded-2xl border border-black/5 p-4 text-sm leading-7">
          <p className="text-muted">{t.support}</p>
          <p className="flex flex-wrap items-center gap-x-5 gap-y-2">
            <a
              href={`tel:${site.phone.replace(/-/g, '')}`}
              className="inline-flex items-center gap-1.5 font-semibold"
            >
              <PhoneIcon className="size-5 text-muted" />
              <bdi dir="ltr">{toPersianDigits(site.phone)}</bdi>
            </a>
            <Link to={paths.contactUs()} className="font-semibold text-brand-700 hover:underline">
              {t.contactLink}
            </Link>
          </p>
        </div>
      </div>
    </section>
  );
}
