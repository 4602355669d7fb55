import { formatNumberFa } from '@shop/domain/money';

/** "۹۰۰ گرم": a product's volume with its unit, in Persian digits; null when the catalogue has none. */
export function formatAmount(volume: number | null, unit: { name: string } | null): string | null {
  if (volume === null || volume <= 0) return null;
  return unit ? `${formatNumberFa(volume)} ${unit.name}` : formatNumberFa(volume);
}
