import type { ReactNode } from 'react';

/** The page's one h1, with an optional line or two under it. */
export function ListingHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="mb-4">
      <h1 className="text-xl font-extrabold sm:text-2xl">{title}</h1>
      {children}
    </header>
  );
}
