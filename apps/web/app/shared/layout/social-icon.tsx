import type { site } from '../site.ts';

type SocialName = (typeof site.socials)[number]['icon'];

/** Simple marks for each network, drawn here so the footer needs no image requests. */
export function SocialIcon({ name }: { name: SocialName }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden="true"
    >
      {name === 'instagram' ? (
        <>
          <rect x="3" y="3" width="18" height="18" rx="5" />
          <circle cx="12" cy="12" r="4" />
          <circle cx="17.5" cy="6.5" r="1" fill="currentColor" />
        </>
      ) : name === 'telegram' ? (
        <path d="m3 11 17-7-3 16-5-4-3 3v-5l8-7-10 6-4-2Z" strokeLinejoin="round" />
      ) : name === 'aparat' ? (
        <>
          <circle cx="12" cy="12" r="8" />
          <circle cx="9" cy="9" r="1.6" fill="currentColor" />
          <circle cx="15" cy="15" r="1.6" fill="currentColor" />
          <circle cx="15" cy="9" r="1.6" fill="currentColor" />
          <circle cx="9" cy="15" r="1.6" fill="currentColor" />
        </>
      ) : (
        <>
          <rect x="3" y="3" width="18" height="18" rx="3" />
          <path d="M8 10v7M8 7v.01M12 17v-4a2 2 0 0 1 4 0v4M12 10v7" strokeLinecap="round" />
        </>
      )}
    </svg>
  );
}
