import { formatToman } from '@shop/domain/money';

type Props = { label: string; amount: number; className?: string; labelClassName?: string };

/**
 * One row of a basket's totals: a visible label (`dt`) and its amount in tomans (`dd`), inside the
 * caller's `dl`, so a screen reader reads each figure with what it is (issue 21).
 */
export function SummaryRow({ label, amount, className = '', labelClassName = '' }: Props) {
  return (
    <div className={`flex items-baseline justify-between gap-3 ${className}`}>
      <dt className={labelClassName}>{label}</dt>
      <dd className="shrink-0">{formatToman(amount)}</dd>
    </div>
  );
}
