import type { ButtonHTMLAttributes } from 'react';

type SubmitButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { isBusy?: boolean };

/** The form's main button: full width, brand colour, a spinner while its request runs. */
export function SubmitButton({
  isBusy = false,
  disabled,
  children,
  className = '',
  ...button
}: SubmitButtonProps) {
  return (
    <button
      type="submit"
      disabled={disabled || isBusy}
      aria-busy={isBusy || undefined}
      className={`flex w-full items-center justify-center gap-2 rounded-xl bg-brand-600 px-5 py-3 font-semibold text-white transition hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50 ${className}`}
      {...button}
    >
      {isBusy ? (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
        />
      ) : null}
      {children}
    </button>
  );
}
