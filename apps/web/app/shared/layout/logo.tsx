import { Link } from 'react-router';
import { fa } from '../i18n/fa.ts';
import { paths } from '../paths.ts';

export function Logo({ className = '' }: { className?: string }) {
  return (
    <Link
      to={paths.home()}
      className={`flex min-h-11 shrink-0 items-center gap-2 ${className}`}
      aria-label={fa.site.name}
    >
      <svg viewBox="0 0 40 40" className="size-9" aria-hidden="true">
        <rect width="40" height="40" rx="12" fill="#be123c" />
        <path d="M9 16h22l-2.2 13a3 3 0 0 1-3 2.5H14.2a3 3 0 0 1-3-2.5L9 16Z" fill="#fff" />
        <path d="m14 16 5-8M26 16l-5-8" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" />
        <circle cx="20" cy="23.5" r="2.6" fill="#be123c" />
      </svg>
      <span className="text-xl font-black tracking-tight text-brand-700">{fa.site.shortName}</span>
    </Link>
  );
}
