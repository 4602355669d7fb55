/**
 * The one gate for every redirect the shop makes to an address that came from outside: a backUrl
 * after sign-in, a guard's return, a payment's return page (issue 16). Only a path of this site
 * passes, as the browser will resolve it; anything that could leave the site is refused (null), and
 * the caller falls back to a page of its own.
 *
 * Refused: absolute and scheme-relative URLs (`https://x`, `//x`, `javascript:`), backslashes
 * (browsers read `\` as `/`), control characters (`/\t/x` loses the tab and becomes `//x`), and any
 * path that becomes `//host` once dot segments are resolved (`/..//x`, `/%2e%2e//x`) or once it is
 * percent-decoded, however many times (`/%2F%2Fx`, `/%252F%252Fx`, `/%5Cx`), since a proxy, a router
 * or a later redirect may decode it again.
 */
const probeOrigin = 'http://same-site.invalid';

export function safeRedirectPath(raw: string | null | undefined): string | null {
  const value = raw?.trim();
  if (!value || !value.startsWith('/') || value.startsWith('//')) return null;
  if (value.includes('\\') || hasControlCharacter(value)) return null;
  // The URL parser is the judge: whatever it resolves must stay on this site.
  let url: URL;
  try {
    url = new URL(value, probeOrigin);
  } catch {
    return null;
  }
  if (url.origin !== probeOrigin) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return leavesTheSiteWhenDecoded(url.pathname) ? null : path;
}

function leavesTheSiteWhenDecoded(pathname: string): boolean {
  let current = pathname;
  for (let round = 0; round < 4; round += 1) {
    if (/^\/[/\\]/.test(current) || hasControlCharacter(current)) return true;
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return true;
    }
    if (decoded === current) return false;
    current = decoded;
  }
  // Still decoding after four rounds: nobody links like that.
  return true;
}

function hasControlCharacter(value: string): boolean {
  return Array.from(value).some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
}
