import type { PeriodicPlan } from '@shop/domain/checkout/periodic-plans';
import { formatToman } from '@shop/domain/money';
import { toPersianDigits } from '@shop/domain/persian-digits';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { format } from '../../../shared/i18n/fa.ts';
import { faPeriodicOrders as t } from '../../../shared/i18n/fa-periodic-orders.ts';
import { responsiveImage } from '../../../shared/product/responsive-image.ts';
import { linePath } from '../plan-text.ts';
import { CatalogueText } from '../../../shared/format/catalogue-text.tsx';

type Line = PeriodicPlan['lines'][number];

/** The lines' pictures are drawn size-14 (56 px). */
const LINE_PICTURE_SIZES = '56px';

/** A line's picture; a grey square for an item the shop no longer sells (it comes without one). */
export function LinePicture({ line }: { line: Line }) {
  const box = 'size-14 shrink-0 rounded-xl bg-black/5';
  if (!line.image) return <span aria-hidden="true" className={box} />;
  return (
    <img
      {...responsiveImage(line.image, LINE_PICTURE_SIZES)}
      alt=""
      loading="lazy"
      className={`${box} object-contain`}
    />
  );
}

/** The line's name, linking to its product or bundle page while the shop sells it. */
export function LineName({ line }: { line: Line }) {
  const path = linePath(line);
  if (!path) {
    return (
      <span className="line-clamp-2 font-medium">
        <CatalogueText text={line.name} />
      </span>
    );
  }
  return (
    <Link to={path} className="line-clamp-2 font-medium hover:text-brand-700 hover:underline">
      <CatalogueText text={line.name} />
    </Link>
  );
}

export function UnavailableBadge() {
  return (
    <span className="shrink-0 rounded-lg bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-800 ring-1 ring-amber-200">
      {t.unavailable}
    </span>
  );
}

/** A plan's goods as the next round would order them: picture, name, count, today's price. */
export function PlanLines({ lines }: { lines: readonly Line[] }) {
  return (
    <ul className="divide-y divide-black/5" aria-label={t.lines}>
      {lines.map((line) => (
        <LineRow key={`${line.type}-${line.id}`} line={line}>
          <span className="text-muted">
            {format(t.count, { count: toPersianDigits(line.count) })}
            {line.unit_price > 0 ? ` · ${format(t.unitPrice, { price: formatToman(line.unit_price) })}` : ''}
          </span>
        </LineRow>
      ))}
    </ul>
  );
}

/** One row of a plan's goods; `children` is what sits under the name (facts, or the edit controls). */
export function LineRow({ line, children, end }: { line: Line; children: ReactNode; end?: ReactNode }) {
  return (
    <li data-testid="plan-line" className="flex items-center gap-3 py-3">
      <LinePicture line={line} />
      <div className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
        <div className="flex items-start gap-2">
          <LineName line={line} />
          {line.available ? null : <UnavailableBadge />}
        </div>
        {children}
      </div>
      {end}
    </li>
  );
}
