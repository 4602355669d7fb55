import type { OrderSummary } from '@shop/domain/orders/account-schemas';
import { formatNumberFa, formatToman } from '@shop/domain/money';
import { formatTrackingCode } from '@shop/domain/orders/tracking-code';
import { useId, useState } from 'react';
import { faOrders } from '../../../shared/i18n/fa-orders.ts';
import { ChevronDownIcon } from '../../../shared/ui/icons.tsx';
import { jalaliDay } from '../order-dates.ts';
import type { BuyAgain } from './order-actions.tsx';
import { OrderDetailPanel } from './order-detail-panel.tsx';
import { StatusLabel } from './status-label.tsx';

const columns = faOrders.columns;

/**
 * One order of the accordion (WAI-ARIA's pattern: a heading holding a button with aria-expanded, and
 * the region it controls): row number, tracking code, receipt date, amount and status; opening it
 * loads the detail the first time. On a phone the date and amount go on a second line.
 */
export function OrderRow({
  order,
  number,
  onBuyAgain,
}: {
  order: OrderSummary;
  number: number;
  onBuyAgain: BuyAgain;
}) {
  const [isOpen, setOpen] = useState(false);
  const id = useId();
  return (
    <div data-testid="order-row" data-tracking-code={order.tracking_code}>
      <h2>
        <button
          type="button"
          id={`${id}-button`}
          aria-expanded={isOpen}
          aria-controls={`${id}-panel`}
          onClick={() => setOpen((open) => !open)}
          className={`grid w-full grid-cols-[auto_minmax(0,1fr)_auto_1.25rem] items-center gap-x-3 gap-y-1.5 px-4 py-3.5 text-start transition hover:bg-surface/60 sm:grid-cols-[3rem_minmax(0,1.3fr)_minmax(0,1fr)_minmax(0,1fr)_10rem_1.25rem] sm:px-5 ${isOpen ? 'bg-surface/60' : ''}`}
        >
          <span className="row-span-2 grid size-8 place-items-center rounded-full bg-surface text-sm font-bold text-muted sm:row-span-1">
            <span className="sr-only">{columns.row} </span>
            {formatNumberFa(number)}
          </span>
          <span className="col-span-2 min-w-0 sm:col-span-1">
            <span className="text-xs text-muted sm:sr-only">{columns.trackingCode} </span>
            <bdi dir="ltr" className="font-bold tracking-wide whitespace-nowrap">
              {formatTrackingCode(order.tracking_code)}
            </bdi>
          </span>
          <ChevronDownIcon
            className={`col-start-4 row-start-1 size-5 text-muted transition-transform sm:order-last sm:col-start-auto sm:row-start-auto ${isOpen ? 'rotate-180' : ''}`}
          />
          <span className="col-start-2 row-start-2 flex flex-wrap gap-x-3 text-sm text-muted sm:contents">
            <span className="sm:text-ink">
              <span className="sr-only">{columns.date} </span>
              <time dateTime={order.receipted_at}>{jalaliDay(order.receipted_at)}</time>
            </span>
            <span className="font-semibold text-ink">
              <span className="sr-only">{columns.amount} </span>
              {formatToman(order.amount)}
            </span>
          </span>
          <span className="col-start-3 row-start-2 justify-self-end sm:col-start-auto sm:row-start-auto sm:justify-self-start">
            <span className="sr-only">{columns.status} </span>
            <StatusLabel status={order.status} label={order.status_fa} />
          </span>
        </button>
      </h2>
      {isOpen ? (
        <div
          id={`${id}-panel`}
          role="region"
          aria-labelledby={`${id}-button`}
          className="border-t border-black/5 bg-surface/30 px-4 py-5 sm:px-6"
        >
          <OrderDetailPanel orderId={order.id} onBuyAgain={onBuyAgain} />
        </div>
      ) : null}
    </div>
  );
}
