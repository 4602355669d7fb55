import { statusTone, statusToneClass } from '../order-status.ts';

/** An order's status in the server's words, coloured by the spec's rule (order-status.ts). */
export function StatusLabel({ status, label }: { status: number; label: string }) {
  const tone = statusTone(status);
  return (
    <span
      data-testid="order-status"
      data-tone={tone}
      className={`inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${statusToneClass[tone]}`}
    >
      {label}
    </span>
  );
}
