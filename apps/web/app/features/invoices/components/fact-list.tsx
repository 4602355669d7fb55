import type { ReactNode } from 'react';

/** Label and value pairs of a paper (a party's details, a receipt's facts): two columns that wrap. */
export function FactList({ facts, testId }: { facts: [label: string, value: ReactNode][]; testId?: string }) {
  return (
    <dl
      data-testid={testId}
      className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1.5 text-sm leading-6"
    >
      {facts.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted print:text-black">{label}:</dt>
          <dd className="min-w-0 font-medium break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A code, a number or a phone inside Persian text: Persian digits, kept left to right. */
export function Ltr({ children }: { children: string }) {
  return (
    <bdi dir="ltr" className="whitespace-nowrap">
      {children}
    </bdi>
  );
}
