// Money is always an integer number of rials; tomans (rials / 10) exist only for display and rounding.
const RIALS_PER_TOMAN = 10;
const TOMAN_LABEL = 'تومان';
const RIAL_LABEL = 'ریال';

import { toPersianDigits } from './persian-digits.ts';

function assertMoney(value: number, name: string): void {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`${name} must be a safe integer, got ${value}`);
  }
}

// Math.round alone rounds -0.5 toward +∞; money must round symmetrically. `+ 0` turns -0 into 0.
function roundHalfAwayFromZero(value: number): number {
  const rounded = Math.round(Math.abs(value));
  return (value < 0 ? -rounded : rounded) + 0;
}

export function rialsToTomans(rials: number): number {
  assertMoney(rials, 'rials');
  return roundHalfAwayFromZero(rials / RIALS_PER_TOMAN);
}

export function tomansToRials(tomans: number): number {
  assertMoney(tomans, 'tomans');
  const rials = tomans * RIALS_PER_TOMAN;
  assertMoney(rials, 'rials');
  return rials;
}

// What Intl.NumberFormat('fa-IR') prints, written out: a browser builds its first fa-IR formatter from
// ICU's locale data in 40–80 ms on the main thread (measured in Chromium), before the first price of a
// page can hydrate. The digits and marks are fixed by the locale, so they are spelled here instead.
const THOUSANDS_SEPARATOR = '\u066c'; // ٬
const DECIMAL_SEPARATOR = '\u066b'; // ٫
const MINUS = '\u200e\u2212'; // left-to-right mark, minus sign: how ICU writes fa-IR negatives
const MAX_FRACTION_DIGITS = 3; // Intl's default

export function formatNumberFa(n: number): string {
  if (!Number.isFinite(n)) throw new RangeError(`a number to show must be finite, got ${n}`);
  const [whole = '0', fraction = ''] = Math.abs(n).toFixed(MAX_FRACTION_DIGITS).split('.');
  const trimmed = fraction.replace(/0+$/, '');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, THOUSANDS_SEPARATOR);
  const digits = toPersianDigits(trimmed ? `${grouped}${DECIMAL_SEPARATOR}${trimmed}` : grouped);
  return n < 0 && (whole !== '0' || trimmed) ? `${MINUS}${digits}` : digits;
}

// The Persian percent sign. Persian digits are "European numbers" to the bidi algorithm and pull a sign
// next to them into their left-to-right run, so «۱۵٪» would draw the sign on the number's right; a
// right-to-left mark between them keeps the sign where it is read, after the number: on its left.
const PERCENT_SIGN = '\u200f\u066a'; // right-to-left mark, ٪

/**
 * A percent as every badge, coupon and company discount writes it (decision 67): Persian digits, then
 * the Persian sign, read «۱۵٪» and drawn with the sign on the number's left wherever it stands.
 */
export function formatPercent(percent: number): string {
  return `${formatNumberFa(percent)}${PERCENT_SIGN}`;
}

export function formatToman(rials: number): string {
  return `${formatNumberFa(rialsToTomans(rials))} ${TOMAN_LABEL}`;
}

export function formatRial(rials: number): string {
  assertMoney(rials, 'rials');
  return `${formatNumberFa(rials)} ${RIAL_LABEL}`;
}

// A negative discounted price is bad data, so it is ignored rather than shown as a >100% discount.
function hasDiscount(price: number, priceByDiscount: number | null): priceByDiscount is number {
  assertMoney(price, 'price');
  if (priceByDiscount === null) return false;
  assertMoney(priceByDiscount, 'priceByDiscount');
  return price > 0 && priceByDiscount >= 0 && priceByDiscount < price;
}

export function discountPercent(price: number, priceByDiscount: number | null): number {
  if (!hasDiscount(price, priceByDiscount)) return 0;
  // Same value as (1 - discounted/price) * 100, but the integer numerator keeps x.5 cases exact.
  return Math.round(((price - priceByDiscount) * 100) / price);
}

export function effectivePrice(price: number, priceByDiscount: number | null): number {
  return hasDiscount(price, priceByDiscount) ? priceByDiscount : price;
}

// Returns the amount left after taking `percent` off, rounded to a whole toman because
// rial fractions of a toman cannot be paid or shown.
export function applyPercent(rials: number, percent: number): number {
  assertMoney(rials, 'rials');
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) {
    throw new RangeError(`percent must be between 0 and 100, got ${percent}`);
  }
  const tomans = (rials * (100 - percent)) / (100 * RIALS_PER_TOMAN);
  return roundHalfAwayFromZero(tomans) * RIALS_PER_TOMAN;
}
