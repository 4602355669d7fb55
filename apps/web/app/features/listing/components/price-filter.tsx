import { formatNumberFa } from '@shop/domain/money';
import { useState } from 'react';
import { LazyRangeSlider } from '../../../shared/ui/lazy-range-slider.tsx';
import { fa } from '../../../shared/i18n/fa.ts';
import { faListing } from '../../../shared/i18n/fa-listing.ts';
import type { ListingFilters } from '../listing-filters.ts';
import { priceSelection, priceStepTomans, sliderValue, type PriceBounds } from '../price-range.ts';
import { FilterSection } from './filter-section.tsx';

type PriceFilterProps = {
  bounds: PriceBounds;
  filters: ListingFilters;
  onApply: (filters: ListingFilters) => void;
};

/**
 * The price range in tomans: the thumbs move freely and nothing reloads until the apply button
 * (the spec), so dragging does not fill the history. Give it a `key` of the URL's range so it
 * starts over when that changes.
 */
export function PriceFilter({ bounds, filters, onApply }: PriceFilterProps) {
  const [value, setValue] = useState(() => sliderValue(filters, bounds));
  return (
    <FilterSection title={faListing.price}>
      <div className="mb-3 flex items-center justify-between gap-2 text-xs text-muted">
        <PriceLabel prefix={faListing.priceFrom} tomans={value[0]} />
        <PriceLabel prefix={faListing.priceTo} tomans={value[1]} />
      </div>
      <div className="px-1">
        <LazyRangeSlider
          min={bounds.min}
          max={bounds.max}
          step={priceStepTomans}
          value={value}
          onValueChange={setValue}
          thumbLabels={[faListing.priceMinThumb, faListing.priceMaxThumb]}
        />
      </div>
      <button
        type="button"
        onClick={() => onApply({ ...filters, ...priceSelection(value, bounds) })}
        className="mt-4 w-full rounded-xl border border-brand-600 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        {faListing.applyPrice}
      </button>
    </FilterSection>
  );
}

function PriceLabel({ prefix, tomans }: { prefix: string; tomans: number }) {
  return (
    <p className="flex items-baseline gap-1">
      <span>{prefix}</span>
      <span className="text-sm font-bold text-ink">{formatNumberFa(tomans)}</span>
      <span>{fa.product.toman}</span>
    </p>
  );
}
