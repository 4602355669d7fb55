import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  /** The field's own mistake, shown under it and announced. */
  error?: string | undefined;
  hint?: string | undefined;
  /** Digits (mobile, codes): a left-to-right island in the right-to-left form (CONVENTIONS). */
  isLtr?: boolean;
  /** A control inside the box at its end (e.g. show password). */
  end?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input with its hint or error; takes react-hook-form's `register(...)` props. */
export function TextField({
  label,
  error,
  hint,
  isLtr = false,
  end,
  className = '',
  ...input
}: TextFieldProps) {
  const id = useId();
  const noteId = `${id}-note`;
  const note = error ?? hint;
  // The end control sits at the form's end (left in Persian), which is a left-to-right box's start.
  const endPadding = end ? (isLtr ? 'ps-12' : 'pe-12') : '';
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          dir={isLtr ? 'ltr' : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={note ? noteId : undefined}
          className={`w-full rounded-xl border border-black/15 bg-white px-4 py-3 text-base outline-none transition placeholder:text-black/30 focus:border-black/40 focus:ring-3 focus:ring-black/5 aria-invalid:border-brand-600 aria-invalid:focus:ring-brand-100 ${isLtr ? 'text-end tracking-wide' : ''} ${endPadding} ${className}`}
          {...input}
        />
        {end ? <div className="absolute inset-y-0 end-1.5 flex items-center">{end}</div> : null}
      </div>
      {note ? (
        <p
          id={noteId}
          role={error ? 'alert' : undefined}
          className={`text-sm ${error ? 'text-brand-700' : 'text-muted'}`}
        >
          {note}
        </p>
      ) : null}
    </div>
  );
}
