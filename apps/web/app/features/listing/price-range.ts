import { rialsToTomans } from '@shop/domain/money';
import type { FiltersData } from '@shop/domain/catalogue/schemas';
import { readWholeNumber, type ListingFilters } from './listing-filters.ts';

/** The spec's slider step, in tomans. */
export const priceStepTomans = 1000;

/** The slider's ends in tomans, on whole steps so every stop is a round price. */
export type PriceBounds = { min: number; max: number };

/** Rial min and max from the filters endpoint → slider bounds; null when there is no range to pick. */
export function priceBounds(price: FiltersData['price']): PriceBounds | null {
  const min = Math.floor(rialsToTomans(price.min) / priceStepTomans) * priceStepTomans;
  const max = Math.ceil(rialsToTomans(price.max) / priceStepTomans) * priceStepTomans;
  return max - min >= priceStepTomans ? { min, max } : null;
}

export function clamp(value: number, bounds: PriceBounds): number {
  return Math.min(bounds.max, Math.max(bounds.min, value));
}

/** Where the thumbs start: the URL's range, or the whole range when none is chosen. */
export function sliderValue(filters: ListingFilters, bounds: PriceBounds): [number, number] {
  return [clamp(filters.minTomans ?? bounds.min, bounds), clamp(filters.maxTomans ?? bounds.max, bounds)];
}

/** Thumbs → filter values: a thumb left at its end is no limit, so the URL stays clean. */
export function priceSelection(
  [low, high]: readonly number[],
  bounds: PriceBounds,
): Pick<ListingFilters, 'minTomans' | 'maxTomans'> {
  const min = clamp(low ?? bounds.min, bounds);
  const max = clamp(high ?? bounds.max, bounds);
  return {
    minTomans: min <= bounds.min ? null : min,
    maxTomans: max >= bounds.max ? null : max,
  };
}

/**
 * A typed price field → tomans within the bounds: Persian, Arabic or Latin digits with or without
 * thousands separators («۵۳۷٬۰۰۰», "537,000"); empty means the bound at that end (no limit). Null for
 * what is not a whole number, so the field can say so rather than guess.
 */
export function typedPrice(text: string, end: 'min' | 'max', bounds: PriceBounds): number | null {
  if (text.trim() === '') return bounds[end];
  const tomans = readWholeNumber(text);
  return tomans === null ? null : clamp(tomans, bounds);
}

export type TypedRange =
  { ok: true; value: [number, number] } | { ok: false; problem: 'notANumber' | 'minAboveMax' };

/**
 * Both fields at «اعمال»: each read and clamped; a minimum above the maximum is refused (not swapped
 * behind the customer's back), and the fields keep what was typed so nothing is lost.
 */
export function typedRange(texts: readonly [string, string], bounds: PriceBounds): TypedRange {
  const low = typedPrice(texts[0], 'min', bounds);
  const high = typedPrice(texts[1], 'max', bounds);
  if (low === null || high === null) return { ok: false, problem: 'notANumber' };
  if (low > high) return { ok: false, problem: 'minAboveMax' };
  return { ok: true, value: [low, high] };
}
