import type { SizeDef } from './data/define.ts';
import type { Random } from './random.ts';

/** Shelf prices in Iran end in whole thousands of tomans: 10,000 rials. */
export const PRICE_STEP = 10_000;
const HOUR_MS = 3_600_000;

export const roundPrice = (rials: number): number => Math.round(rials / PRICE_STEP) * PRICE_STEP;

/** A price `percent` lower, rounded, and always at least one step below `price` (or null if none fits). */
export function lowerPrice(price: number, percent: number): number | null {
  let lowered = roundPrice((price * (100 - percent)) / 100);
  if (lowered >= price) lowered = price - PRICE_STEP;
  return lowered >= PRICE_STEP ? lowered : null;
}

/**
 * The price from the size's range, nudged by a per-brand premium (±8%) so brands differ
 * consistently; about 30% get an everyday discount of 5–25%.
 */
export function priceFor(
  random: Random,
  size: SizeDef,
  brandIndex: number,
): { price: number; priceByDiscount: number | null } {
  const premium = 0.92 + ((brandIndex * 7) % 17) / 100;
  const raw = (size.minPrice + random.next() * (size.maxPrice - size.minPrice)) * premium;
  const price = Math.max(2 * PRICE_STEP, roundPrice(raw));
  const priceByDiscount = random.chance(0.3) ? lowerPrice(price, random.int(5, 25)) : null;
  return { price, priceByDiscount };
}

/** About 8% out of stock, a third of those announced as coming soon; basket limits mostly 5–10. */
export function stockFor(random: Random): { inventory: number; comingSoon: boolean; maxCount: number } {
  const outOfStock = random.chance(0.08);
  const roll = random.next();
  const maxCount = roll < 0.1 ? random.int(1, 4) : roll < 0.85 ? random.int(5, 10) : random.int(11, 20);
  if (outOfStock) return { inventory: 0, comingSoon: random.chance(1 / 3), maxCount };
  return { inventory: 1 + Math.floor(random.next() ** 2 * 199), comingSoon: false, maxCount };
}

type SaleDraft = {
  row: {
    price: number;
    priceByDiscount?: number | null;
    specialSalePrice?: number | null;
    specialSaleEndsAt?: Date | null;
    inventory?: number;
    comingSoon?: boolean;
  };
};

/**
 * Puts about 5% of the in-stock products on a special sale ending between 6 hours and 5 days from
 * now; the first two end within 24 hours so the countdown UI always has something urgent. Also makes
 * sure even a tiny catalogue has an out-of-stock and a coming-soon product to show.
 */
export function applySpecialSales(random: Random, drafts: readonly SaleDraft[], now: Date): void {
  const inStock = drafts.filter((d) => (d.row.inventory ?? 0) > 0);
  const saleCount = Math.max(2, Math.round(drafts.length * 0.05));
  const onSale = random.sample(inStock, saleCount);
  onSale.forEach((draft, i) => {
    const current = draft.row.priceByDiscount ?? draft.row.price;
    const salePrice = lowerPrice(current, random.int(10, 35));
    if (salePrice === null) return;
    const hours = i < 2 ? random.int(6, 23) : 6 + random.next() * (5 * 24 - 6);
    draft.row.specialSalePrice = salePrice;
    draft.row.specialSaleEndsAt = new Date(Math.floor((now.getTime() + hours * HOUR_MS) / 1000) * 1000);
  });
  const withoutSale = drafts.filter((d) => d.row.specialSalePrice == null);
  const first = withoutSale[0];
  const second = withoutSale[1];
  if (first && !drafts.some((d) => d.row.inventory === 0)) first.row.inventory = 0;
  if (second && !drafts.some((d) => d.row.comingSoon)) {
    second.row.inventory = 0;
    second.row.comingSoon = true;
  }
}
