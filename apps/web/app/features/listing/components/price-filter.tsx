import { formatNumberFa } from '@shop/domain/money';
import { useId, useState, type FormEvent } from 'react';
import { LazyRangeSlider } from '../../../shared/ui/lazy-range-slider.tsx';
import { format } from '../../../shared/i18n/fa.ts';
import { faListingFilters } from '../../../shared/i18n/fa-listing-filters.ts';
import type { ListingFilters } from '../listing-filters.ts';
import {
  priceSelection,
  priceStepTomans,
  sliderValue,
  typedPrice,
  typedRange,
  type PriceBounds,
} from '../price-range.ts';
import { FilterSection } from './filter-section.tsx';
import { PriceField } from './price-field.tsx';

type PriceFilterProps = {
  bounds: PriceBounds;
  filters: ListingFilters;
  onApply: (filters: ListingFilters) => void;
};

const spoken = (tomans: number) => format(faListingFilters.priceValueText, { price: formatNumberFa(tomans) });
const shown = (value: readonly [number, number]): [string, string] => [
  formatNumberFa(value[0]),
  formatNumberFa(value[1]),
];

/**
 * The price range in tomans: a slider and two typed fields («از», «تا») kept in step; nothing
 * reloads until the apply button or Enter (the spec), so dragging does not fill the history. A typed
 * price moves its thumb as soon as it reads as one, and is written back with Persian digits and
 * separators, clamped to the range, when the field is left. Give it a `key` of the URL's range so it
 * starts over when that changes.
 */
export function PriceFilter({ bounds, filters, onApply }: PriceFilterProps) {
  const [value, setValue] = useState(() => sliderValue(filters, bounds));
  const [texts, setTexts] = useState(() => shown(sliderValue(filters, bounds)));
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = useId();

  const slide = (next: [number, number]) => {
    setValue(next);
    setTexts(shown(next));
    setProblem(null);
  };
  const typeIn = (index: 0 | 1, text: string) => {
    const next: [string, string] = index === 0 ? [text, texts[1]] : [texts[0], text];
    setTexts(next);
    setProblem(null);
    const range = typedRange(next, bounds);
    if (range.ok) setValue(range.value);
  };
  const leave = (index: 0 | 1) => {
    const tomans = typedPrice(texts[index], index === 0 ? 'min' : 'max', bounds);
    if (tomans === null) return;
    setTexts(index === 0 ? [formatNumberFa(tomans), texts[1]] : [texts[0], formatNumberFa(tomans)]);
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const range = typedRange(texts, bounds);
    if (!range.ok) {
      setProblem(
        range.problem === 'minAboveMax'
          ? faListingFilters.priceMinAboveMax
          : faListingFilters.priceNotANumber,
      );
      return;
    }
    slide(range.value);
    onApply({ ...filters, ...priceSelection(range.value, bounds) });
  };

  const described = problem ? problemId : undefined;
  return (
    <FilterSection title={faListingFilters.price}>
      <form onSubmit={apply} noValidate>
        <div className="mb-4 grid grid-cols-2 gap-2">
          <PriceField
            label={faListingFilters.priceFrom}
            value={texts[0]}
            onChange={(text) => typeIn(0, text)}
            onBlur={() => leave(0)}
            problemId={described}
          />
          <PriceField
            label={faListingFilters.priceTo}
            value={texts[1]}
            onChange={(text) => typeIn(1, text)}
            onBlur={() => leave(1)}
            problemId={described}
          />
        </div>
        <div className="px-1">
          <LazyRangeSlider
            min={bounds.min}
            max={bounds.max}
            step={priceStepTomans}
            value={value}
            onValueChange={slide}
            thumbLabels={[faListingFilters.priceMinThumb, faListingFilters.priceMaxThumb]}
            valueText={spoken}
          />
        </div>
        {problem ? (
          <p id={problemId} role="alert" className="mt-3 text-xs font-semibold text-red-700">
            {problem}
          </p>
        ) : null}
        <button
          type="submit"
          className="mt-4 min-h-11 w-full rounded-xl border border-brand-600 text-sm font-semibold text-brand-700 hover:bg-brand-50 lg:min-h-9"
        >
          {faListingFilters.applyPrice}
        </button>
      </form>
    </FilterSection>
  );
}
