import { lazyWhenOnline } from '../connection.ts';
import type { SwitchProps } from './switch.tsx';
import { switchStyle as style } from './switch-style.ts';
import { useSwapWhenSeen } from './use-seen.tsx';

const Switch = lazyWhenOnline(() => import('./switch.tsx').then((module) => ({ default: module.Switch })));

/**
 * The switch, its code (Radix Switch) fetched once it is on screen, for the same reason as
 * LazyRangeSlider: the listing's filters are out of sight on a phone until the sheet opens. Until
 * then the button the server draws for Radix's switch, in the same state; it already switches, so a
 * tap while Radix's code is on its way is not lost.
 */
export function LazySwitch(props: SwitchProps) {
  const state = props.checked ? 'checked' : 'unchecked';
  const picture = (
    <button
      type="button"
      role="switch"
      id={props.id}
      aria-checked={props.checked}
      aria-label={props['aria-label']}
      data-state={state}
      onClick={() => props.onCheckedChange(!props.checked)}
      className={style.root}
    >
      <span data-state={state} className={style.thumb} />
    </button>
  );
  const [ref, control] = useSwapWhenSeen<HTMLSpanElement>(picture, () => <Switch {...props} />);
  return (
    <span ref={ref} className="inline-flex">
      {control}
    </span>
  );
}
