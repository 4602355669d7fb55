import { toPersianDigits } from '@shop/domain/persian-digits';

/** The steps' names with the current one marked, above the slider. */
export function StepTrail({
  label,
  names,
  current,
}: {
  label: string;
  names: readonly string[];
  current: number;
}) {
  return (
    <ol aria-label={label} className="mb-6 flex items-center gap-2 text-xs sm:text-sm">
      {names.map((name, position) => (
        <li
          key={name}
          aria-current={position === current ? 'step' : undefined}
          className={`flex flex-1 flex-col items-center gap-1 rounded-xl px-1 py-2 text-center sm:flex-row sm:gap-2 sm:px-3 sm:text-start ${
            position === current
              ? 'bg-brand-50 font-semibold text-brand-700'
              : position < current
                ? 'text-ink'
                : 'text-muted'
          }`}
        >
          <span
            aria-hidden="true"
            className={`flex size-6 shrink-0 items-center justify-center rounded-full text-xs ${
              position <= current ? 'bg-brand-600 text-white' : 'bg-surface text-muted'
            }`}
          >
            {toPersianDigits(String(position + 1))}
          </span>
          {name}
        </li>
      ))}
    </ol>
  );
}
