import { lazyWhenOnline } from '../connection.ts';
import type { RangeSliderProps } from './range-slider.tsx';
import { rangeSliderStyle as style } from './range-slider-style.ts';
import { useSwapWhenSeen } from './use-seen.tsx';

const RangeSlider = lazyWhenOnline(() =>
  import('./range-slider.tsx').then((module) => ({ default: module.RangeSlider })),
);

/**
 * The range slider, its code (Radix Slider and the Radix parts under it) fetched once the slider is
 * on screen. A phone's listing keeps its filters in a closed sheet, so most visits never need it;
 * the first script of a listing should not carry it. Until it arrives the same track, range and
 * thumbs are drawn without a script, as the server draws Radix's.
 */
export function LazyRangeSlider(props: RangeSliderProps) {
  const [ref, slider] = useSwapWhenSeen<HTMLDivElement>(<RangeSliderPicture {...props} />, () => (
    <RangeSlider {...props} />
  ));
  return <div ref={ref}>{slider}</div>;
}

/** Where Radix puts a thumb in a right-to-left slider: inside the track at both ends. */
function thumbStyle(percent: number) {
  // Radix's getThumbInBoundsOffset for a thumb of thumbPx sliding from the right.
  const half = style.thumbPx / 2;
  const offset = -(half + (percent / 50) * half);
  return { right: `calc(${percent}% + ${offset}px)`, transform: 'translateX(-50%)' };
}

function RangeSliderPicture({ min, max, value, thumbLabels, valueText }: RangeSliderProps) {
  const percent = (tomans: number) => (max > min ? ((tomans - min) / (max - min)) * 100 : 0);
  const [low, high] = [percent(value[0]), percent(value[1])];
  return (
    <span dir="rtl" className={style.root}>
      <span className={style.track}>
        <span className={style.range} style={{ right: `${low}%`, left: `${100 - high}%` }} />
      </span>
      {[low, high].map((at, index) => (
        <span key={thumbLabels[index]} className="absolute" style={thumbStyle(at)}>
          <span
            role="slider"
            aria-label={thumbLabels[index]}
            aria-valuemin={min}
            aria-valuemax={max}
            aria-valuenow={value[index]}
            aria-valuetext={valueText(value[index] ?? min)}
            className={style.thumb}
          />
        </span>
      ))}
    </span>
  );
}
