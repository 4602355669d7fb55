import { Switch as RadixSwitch } from 'radix-ui';

type SwitchProps = {
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
      className="relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full bg-black/15 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 data-[state=checked]:bg-brand-600"
      {...aria}
    >
      <RadixSwitch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5.5 rtl:-translate-x-0.5 rtl:data-[state=checked]:-translate-x-5.5" />
    </RadixSwitch.Root>
  );
}
