/**
 * Where to go after signing in (storefront.md §2: "the backUrl is stored locally"). Only a path
 * of this site is ever followed: "/profile" yes; "https://evil.example", "//evil.example" and
 * "/\evil.example" (browsers read a backslash as a slash) never, so /login cannot be turned into an
 * open redirect. Storage is touched only from effects and handlers, never while rendering.
 */
const storageKey = 'shop:back-url';
const probeOrigin = 'http://same-site.invalid';

export function sanitizeBackUrl(raw: string | null | undefined): string | null {
  const value = raw?.trim();
  if (!value || !value.startsWith('/') || value.startsWith('//')) return null;
  if (value.includes('\\') || hasControlCharacter(value)) return null;
  // The parser is the judge of last resort: whatever it resolves must stay on this site.
  let url: URL;
  try {
    url = new URL(value, probeOrigin);
  } catch {
    return null;
  }
  if (url.origin !== probeOrigin) return null;
  // Returning to the sign-in page itself would only show the form again.
  if (/^\/login\/?$/.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

function hasControlCharacter(value: string): boolean {
  return Array.from(value).some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
}

/** Remembers the backUrl of the page's query, or forgets an older one when there is none. */
export function rememberBackUrl(raw: string | null): void {
  const backUrl = sanitizeBackUrl(raw);
  try {
    if (backUrl) sessionStorage.setItem(storageKey, backUrl);
    else sessionStorage.removeItem(storageKey);
  } catch {
    // Storage refused (private mode, quota): the customer simply lands on the home page.
  }
}

export function readBackUrl(): string | null {
  try {
    return sanitizeBackUrl(sessionStorage.getItem(storageKey));
  } catch {
    return null;
  }
}

export function forgetBackUrl(): void {
  try {
    sessionStorage.removeItem(storageKey);
  } catch {
    // Nothing stored, nothing to forget.
  }
}
