import type { TimeWindow } from '@shop/domain/checkout/schemas';
import { formatToman } from '@shop/domain/money';
import { useState } from 'react';
import { faCheckout } from '../../../shared/i18n/fa-checkout.ts';
import { format } from '../../../shared/i18n/fa.ts';

/** Day tabs with their time slots; full, past-cutoff and switched-off slots are shown disabled. */
export function TimeStep({
  days,
  chosen,
  onChoose,
}: {
  days: TimeWindow[];
  chosen: number | null;
  onChoose: (slot: { id: number; price: number }) => void;
}) {
  const initial = Math.max(
    0,
    days.findIndex((day) => day.times.some((time) => (chosen === null ? time.active : time.id === chosen))),
  );
  const [dayIndex, setDayIndex] = useState(initial);
  const day = days[dayIndex];
  return (
    <div className="flex flex-col gap-3">
      <div role="tablist" className="flex gap-2 overflow-x-auto pb-1">
        {days.map((d, index) => (
          <button
            key={d.date}
            type="button"
            role="tab"
            aria-selected={index === dayIndex}
            onClick={() => setDayIndex(index)}
            className={`flex shrink-0 flex-col items-center rounded-xl border px-3 py-2 text-sm ${
              index === dayIndex ? 'border-brand-600 bg-brand-50 text-brand-700' : 'border-black/10'
            }`}
          >
            <span className="font-semibold">{d.title.day_of_week}</span>
            <span className="text-xs text-muted">{d.title.day_of_month}</span>
          </button>
        ))}
      </div>
      <div role="tabpanel" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {day?.times.map((time) => (
          <button
            key={time.id}
            type="button"
            disabled={!time.active}
            aria-pressed={time.id === chosen}
            onClick={() => onChoose(time)}
            className={`flex flex-col items-center gap-1 rounded-xl border px-2 py-3 text-sm disabled:cursor-not-allowed disabled:opacity-40 ${
              time.id === chosen ? 'border-brand-600 bg-brand-50 text-brand-700' : 'border-black/10'
            }`}
          >
            <span dir="ltr" className="font-semibold">
              {time.started_at} – {time.finished_at}
            </span>
            <span className="text-xs text-muted">
              {time.closed === 'full'
                ? faCheckout.slotFull
                : time.closed
                  ? faCheckout.slotClosed
                  : time.price > 0
                    ? format(faCheckout.slotPrice, { price: formatToman(time.price) })
                    : faCheckout.free}
            </span>
          </button>
        ))}
      </div>
    </div>
  );
}
