import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { faInvoice } from '../../../shared/i18n/fa-invoice.ts';
import { paths } from '../../../shared/paths.ts';

/** Above a paper on screen (never printed): back to the orders, the paper's other links, «چاپ». */
export function PaperToolbar({ children }: { children?: ReactNode }) {
  return (
    <div
      data-testid="paper-toolbar"
      className="mx-auto mb-4 flex max-w-4xl flex-wrap items-center gap-2 print:hidden"
    >
      <Link
        to={paths.profileOrders()}
        className="rounded-xl border border-black/10 bg-white px-4 py-2.5 text-sm font-semibold hover:bg-surface"
      >
        {faInvoice.back}
      </Link>
      <div className="ms-auto flex flex-wrap gap-2">{children}</div>
    </div>
  );
}

export const paperLinkClass =
  'inline-flex items-center justify-center rounded-xl border border-black/10 bg-white px-4 py-2.5 text-sm font-semibold hover:bg-surface';
