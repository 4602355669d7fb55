// Money is always an integer number of rials; tomans (rials / 10) exist only for display and rounding.
const RIALS_PER_TOMAN = 10;
const TOMAN_LABEL = 'تومان';
const RIAL_LABEL = 'ریال';

// Building an Intl formatter is costly; one shared instance serves every call.
const numberFormatFa = new Intl.NumberFormat('fa-IR');

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

export function formatNumberFa(n: number): string {
  return numberFormatFa.format(n);
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
