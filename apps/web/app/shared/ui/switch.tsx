import { Switch as RadixSwitch } from 'radix-ui';
import { switchStyle as style } from './switch-style.ts';

export type SwitchProps = {
  id: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Label it with a <label htmlFor={id}> next to it, or give one here. */
  'aria-label'?: string;
};

/**
 * An on/off switch (Radix: a real button with role="switch"). The thumb travels toward the end
 * of the line, so it moves left in Persian.
 */
export function Switch({ id, checked, onCheckedChange, ...aria }: SwitchProps) {
  return (
    <RadixSwitch.Root
      id={id}
      checked={checked}
      onCheckedChange={onCheckedChange}
      className={style.root}
      {...aria}
    >
      <RadixSwitch.Thumb className={style.thumb} />
    </RadixSwitch.Root>
  );
}
