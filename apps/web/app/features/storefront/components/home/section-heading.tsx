import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { ChevronEndIcon } from '../../../../shared/ui/icons.tsx';
import { faHome } from '../../../../shared/i18n/fa-home.ts';

export function SectionHeading({
  title,
  moreHref,
  children,
  color,
}: {
  title: string;
  moreHref?: string | undefined;
  children?: ReactNode;
  color?: string | undefined;
}) {
  return (
    <div className="mb-3 flex items-center justify-between gap-3" style={color ? { color } : undefined}>
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-lg font-extrabold">{title}</h2>
        {children}
      </div>
      {moreHref ? (
        <Link
          to={moreHref}
          className="flex min-h-11 shrink-0 items-center gap-1 text-sm font-medium opacity-90 hover:opacity-100"
        >
          {faHome.seeAll}
          <ChevronEndIcon className="size-4" />
        </Link>
      ) : null}
    </div>
  );
}
