import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { faAccount } from '../../../shared/i18n/fa-account.ts';
import { paths } from '../../../shared/paths.ts';
import { ArrowStartIcon } from '../../../shared/ui/icons-lazy.tsx';

/** The frame of the profile's own pages: the way back to /profile, the title, one white card. */
export function ProfilePageFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-xl space-y-4">
      <Link
        to={paths.profile()}
        className="-ms-1 inline-flex min-h-11 items-center gap-1 rounded-lg px-1 text-sm font-medium text-muted hover:text-ink"
      >
        <ArrowStartIcon className="size-4" />
        {faAccount.profileActions.backToProfile}
      </Link>
      <h1 className="text-xl font-bold">{title}</h1>
      <div className="rounded-3xl bg-white p-5 shadow-sm sm:p-8">{children}</div>
    </section>
  );
}
