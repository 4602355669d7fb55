import { faInvoice } from '../../../shared/i18n/fa-invoice.ts';
import { Logo } from '../../../shared/layout/logo.tsx';
import { paths } from '../../../shared/paths.ts';
import { NotFoundBoundary } from '../../../shared/ui/not-found-message.tsx';

/**
 * A paper's error boundary: the order is not the caller's (or is no more) — «این سفارش پیدا نشد» and the
 * way to the orders, under the logo the paper's toolbar would have had; anything else, the apology.
 */
export function PaperNotFound({ error }: { error: unknown }) {
  return (
    <>
      <div className="mx-auto flex max-w-4xl">
        <Logo />
      </div>
      <NotFoundBoundary
        error={error}
        title={faInvoice.notFound}
        body={faInvoice.notFoundBody}
        action={{ label: faInvoice.toOrders, to: paths.profileOrders() }}
      />
    </>
  );
}
