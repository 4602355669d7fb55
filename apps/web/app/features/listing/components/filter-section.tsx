import type { ReactNode } from 'react';

/** One titled block of the filters panel. */
export function FilterSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-b border-black/5 py-4 first:pt-0 last:border-b-0 last:pb-0">
      <h3 className="mb-3 text-sm font-bold">{title}</h3>
      {children}
    </section>
  );
}
