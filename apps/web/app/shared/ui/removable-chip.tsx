import { Link } from 'react-router';
import { CloseIcon } from './icons.tsx';

type RemovableChipProps = {
  label: string;
  /** Where removing leads: the same page without this chip's filter. A link, so it works without a script. */
  to: string;
  removeLabel: string;
};

/** A pill showing one active choice, with a cross that removes it. */
export function RemovableChip({ label, to, removeLabel }: RemovableChipProps) {
  return (
    <Link
      to={to}
      preventScrollReset
      rel="nofollow"
      aria-label={removeLabel}
      className="inline-flex max-w-full items-center gap-1 rounded-full border border-brand-600/30 bg-brand-50 py-1 ps-3 pe-2 text-xs font-medium text-brand-700 hover:bg-brand-100"
    >
      <span className="truncate">{label}</span>
      <CloseIcon className="size-3.5 shrink-0" />
    </Link>
  );
}
