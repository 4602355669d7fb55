import type { ButtonHTMLAttributes } from 'react';

const tones = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700',
  outline: 'border border-black/10 bg-white hover:bg-surface',
  danger: 'border border-red-200 bg-white text-red-700 hover:bg-red-50',
  dangerSolid: 'bg-red-600 text-white hover:bg-red-700',
} as const;

type Props = ButtonHTMLAttributes<HTMLButtonElement> & { tone?: keyof typeof tones; isBusy?: boolean };

/** A button of the order's actions and dialogs, with a spinner while its request runs. */
export function ActionButton({
  tone = 'outline',
  isBusy = false,
  disabled,
  className = '',
  children,
  ...button
}: Props) {
  return (
    <button
      type="button"
      disabled={disabled || isBusy}
      aria-busy={isBusy || undefined}
      className={`inline-flex items-center justify-center gap-2 rounded-xl px-4 py-2.5 text-sm font-semibold transition disabled:cursor-not-allowed disabled:opacity-50 ${tones[tone]} ${className}`}
      {...button}
    >
      {isBusy ? (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-current/30 border-t-current"
        />
      ) : null}
      {children}
    </button>
  );
}
