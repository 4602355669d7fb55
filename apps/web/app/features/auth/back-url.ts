import { safeRedirectPath } from '@shop/domain/navigation/safe-redirect';

/**
 * Where to go after signing in (storefront.md §2: "the backUrl is stored locally"). Only a path of
 * this site is ever followed, by the domain's one redirect gate (`safeRedirectPath`, issue 16), so
 * /login cannot be turned into an open redirect. Storage is touched only from effects and handlers,
 * never while rendering.
 */
const storageKey = 'shop:back-url';

export function sanitizeBackUrl(raw: string | null | undefined): string | null {
  const path = safeRedirectPath(raw);
  // Returning to the sign-in page itself would only show the form again.
  if (!path || /^\/login\/?(?:[?#]|$)/.test(path)) return null;
  return path;
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
