import { fa } from '../i18n/fa.ts';
import { site } from '../site.ts';

/**
 * The e-Namad trust seal every Iranian shop shows. The real seal is an image served by
 * enamad.ir for the shop's registered domain; until the shop has one, this links to it.
 */
export function TrustBadge() {
  return (
    <a
      href={site.trustBadgeUrl}
      rel="noopener"
      className="flex w-32 flex-col items-center gap-2 rounded-2xl border border-black/10 p-3 text-center text-xs text-muted hover:border-brand-500"
    >
      <svg viewBox="0 0 48 48" className="size-14" aria-hidden="true">
        <path d="M24 3 41 9v13c0 11-7.5 19-17 23C14.5 41 7 33 7 22V9l17-6Z" fill="#0ea5e9" opacity="0.15" />
        <path
          d="M24 3 41 9v13c0 11-7.5 19-17 23C14.5 41 7 33 7 22V9l17-6Z"
          fill="none"
          stroke="#0284c7"
          strokeWidth="2"
        />
        <path
          d="m16 24 6 6 11-12"
          fill="none"
          stroke="#0284c7"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {fa.footer.trust}
    </a>
  );
}
