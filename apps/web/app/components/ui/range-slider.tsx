import { Slider } from 'radix-ui';

type RangeSliderProps = {
  min: number;
  max: number;
  step: number;
  value: [number, number];
  onValueChange: (value: [number, number]) => void;
  /** Accessible names of the two thumbs, e.g. "lowest price" and "highest price". */
  thumbLabels: [string, string];
};

/**
 * A two-thumb range (Radix Slider: keyboard, touch, ARIA). `dir="rtl"` puts the low end on the
 * right, where a Persian reader starts.
 */
export function RangeSlider({ min, max, step, value, onValueChange, thumbLabels }: RangeSliderProps) {
  return (
    <Slider.Root
      dir="rtl"
      min={min}
      max={max}
      step={step}
      value={value}
      minStepsBetweenThumbs={0}
      onValueChange={(next) => onValueChange([next[0] ?? min, next[1] ?? max])}
      className="relative flex h-6 w-full touch-none items-center select-none"
    >
      <Slider.Track className="relative h-1.5 grow overflow-hidden rounded-full bg-black/10">
        <Slider.Range className="absolute h-full rounded-full bg-brand-600" />
      </Slider.Track>
      {thumbLabels.map((label) => (
        <Slider.Thumb
          key={label}
          aria-label={label}
          className="block size-5 cursor-grab rounded-full border-2 border-brand-600 bg-white shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 active:cursor-grabbing"
        />
      ))}
    </Slider.Root>
  );
}
