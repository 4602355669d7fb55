import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { faInvoice } from '../../../shared/i18n/fa-invoice.ts';
import { Logo } from '../../../shared/layout/logo.tsx';
import { paths } from '../../../shared/paths.ts';

/**
 * Above a paper on screen, as wide as the paper (never printed): the logo, back to the order's own
 * page (decision 086), the paper's other links, «چاپ».
 */
export function PaperToolbar({
  width,
  orderId,
  children,
}: {
  width: 'max-w-4xl' | 'max-w-2xl';
  orderId: number;
  children?: ReactNode;
}) {
  return (
    <div
      data-testid="paper-toolbar"
      className={`mx-auto mb-4 flex ${width} flex-wrap items-center gap-x-3 gap-y-2 print:hidden`}
    >
      <Logo className="me-1" />
      <Link
        to={paths.order(orderId)}
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
