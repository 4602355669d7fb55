import { Slider } from 'radix-ui';
import { rangeSliderStyle as style } from './range-slider-style.ts';

export type RangeSliderProps = {
  min: number;
  max: number;
  step: number;
  value: [number, number];
  onValueChange: (value: [number, number]) => void;
  /** Accessible names of the two thumbs, e.g. "lowest price" and "highest price". */
  thumbLabels: [string, string];
  /** What a screen reader says for a value («۵۳۷٬۰۰۰ تومان», not "537000"). */
  valueText: (value: number) => string;
};

/**
 * A two-thumb range (Radix Slider: keyboard, touch, ARIA). `dir="rtl"` puts the low end on the
 * right, where a Persian reader starts.
 */
export function RangeSlider({
  min,
  max,
  step,
  value,
  onValueChange,
  thumbLabels,
  valueText,
}: RangeSliderProps) {
  return (
    <Slider.Root
      dir="rtl"
      min={min}
      max={max}
      step={step}
      value={value}
      minStepsBetweenThumbs={0}
      onValueChange={(next) => onValueChange([next[0] ?? min, next[1] ?? max])}
      className={style.root}
    >
      <Slider.Track className={style.track}>
        <Slider.Range className={style.range} />
      </Slider.Track>
      {thumbLabels.map((label, index) => (
        <Slider.Thumb
          key={label}
          aria-label={label}
          aria-valuetext={valueText(value[index] ?? min)}
          className={style.thumb}
        />
      ))}
    </Slider.Root>
  );
}
