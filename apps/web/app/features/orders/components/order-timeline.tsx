import type { OrderDetail } from '@shop/domain/orders/account-schemas';
import { faOrders } from '../../../shared/i18n/fa-orders.ts';
import { visibleTimeline } from '../order-timeline.ts';
import { jalaliDay, tehranClock } from '../order-dates.ts';
import { format } from '../../../shared/i18n/fa.ts';

/**
 * The order's steps (spec §4): only those shown (order-timeline.ts), done ones green with the Jalali
 * day and Tehran's time they were reached (decision 086). Across the panel from right to left on wider screens, down it on a phone; a line joins each
 * step to the one before, green once the step is done.
 */
export function OrderTimeline({ steps }: { steps: OrderDetail['status_navbar'] }) {
  const shown = visibleTimeline(steps);
  return (
    <ol
      aria-label={faOrders.timeline}
      data-testid="order-timeline"
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm sm:flex-row sm:gap-0 sm:px-2 sm:py-5"
    >
      {shown.map((step, index) => (
        <li
          key={`${step.title}-${index}`}
          data-done={step.isDone}
          className="relative flex items-center gap-3 sm:flex-1 sm:flex-col sm:gap-2 sm:text-center"
        >
          {index > 0 ? (
            <span
              aria-hidden="true"
              className={`absolute start-[15px] -top-3 h-3 w-0.5 sm:-start-1/2 sm:end-1/2 sm:top-[15px] sm:h-0.5 sm:w-auto ${step.isDone ? 'bg-emerald-500' : 'bg-black/10'}`}
            />
          ) : null}
          <span
            aria-hidden="true"
            className={`relative z-10 grid size-8 shrink-0 place-items-center rounded-full text-sm font-bold ${step.isDone ? 'bg-emerald-600 text-white' : 'bg-surface text-muted ring-1 ring-black/10'}`}
          >
            {step.isDone ? '✓' : ''}
          </span>
          <span className="flex flex-col sm:items-center">
            <span className={`text-sm font-semibold ${step.isDone ? '' : 'text-muted'}`}>
              {step.title}
              <span className="sr-only"> ({step.isDone ? faOrders.stepDone : faOrders.stepPending})</span>
            </span>
            {step.at ? (
              <time dateTime={step.at} className="text-xs leading-5 text-muted">
                {jalaliDay(step.at)}
                <span className="sm:hidden">، </span>
                <span className="sm:block">{format(faOrders.stepAt, { time: tehranClock(step.at) })}</span>
              </time>
            ) : null}
          </span>
        </li>
      ))}
    </ol>
  );
}
