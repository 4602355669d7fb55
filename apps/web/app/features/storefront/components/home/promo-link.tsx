import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A promotion's picture: a link where it leads somewhere; a landing's picture may lead nowhere. */
export function PromoLink({
  to,
  className,
  children,
}: {
  to: string;
  className: string;
  children: ReactNode;
}) {
  return to ? (
    <Link to={to} className={className}>
      {children}
    </Link>
  ) : (
    <div className={className}>{children}</div>
  );
}
