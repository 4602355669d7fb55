import { rialsToTomans } from '@shop/domain/money';
import type { FiltersData } from '@shop/domain/catalogue/schemas';
import type { ListingFilters } from './listing-filters.ts';

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

function clamp(value: number, bounds: PriceBounds): number {
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
