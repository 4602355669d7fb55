import { createHash, randomBytes } from 'node:crypto';
import { socketOrigins } from './live-chat.ts';

/**
 * The pages' Content-Security-Policy (issue 16). Scripts run only from this origin or inline with the
 * page's nonce (or, for a page kept in the guest cache, the hashes of its own inline scripts): an
 * injected `<script>` or `onerror=` does not run. Styles may be inline: the pages carry their styles
 * in a <style> (decision 26) and components set `style` attributes, which a nonce cannot cover.
 * Everything the shop loads (scripts, styles, fonts, pictures under /files/, API calls) is its own;
 * pictures from elsewhere (the address map's tile server, later an S3 host) are added by name.
 */
export type ScriptSources = { nonce: string } | { hashes: readonly string[] };

export type PolicyOptions = {
  /** Other origins pictures may come from (`https://*.tile.openstreetmap.org`). */
  imageSources?: readonly string[];
  /**
   * The live-chat provider's origins (live-chat.ts): its script, styles, fonts, pictures, frames
   * and sockets. Nothing else from outside may run or connect.
   */
  liveChatOrigins?: readonly string[];
};

export function newNonce(): string {
  return randomBytes(18).toString('base64');
}

export function pagePolicy(
  scripts: ScriptSources,
  { imageSources = [], liveChatOrigins: chat = [] }: PolicyOptions = {},
): string {
  const scriptSources =
    'nonce' in scripts ? [`'nonce-${scripts.nonce}'`] : scripts.hashes.map((hash) => `'sha256-${hash}'`);
  const httpChat = chat.filter((origin) => /^https?:/.test(origin));
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptSources, ...httpChat].join(' '),
    ["style-src 'self' 'unsafe-inline'", ...httpChat].join(' '),
    ["img-src 'self' data: blob:", ...imageSources, ...httpChat].join(' '),
    ["font-src 'self' data:", ...httpChat].join(' '),
    ["connect-src 'self'", ...socketOrigins(chat)].join(' '),
    ...(httpChat.length > 0 ? [["frame-src 'self'", ...httpChat].join(' ')] : []),
    "manifest-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    // The bank's payment page is reached by navigation, not by a form we post (issue 19 may add it).
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * The SHA-256 (base64) of each inline script of a page, for the policy of a page served again from
 * the guest cache: a nonce sent to every guest for half a minute would no longer be a secret.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\ssrc\s*=/i.test(attributes)) continue;
    hashes.add(createHash('sha256').update(body, 'utf8').digest('base64'));
  }
  return [...hashes];
}

/** The API's JSON answers are never pages: nothing may run or be framed from them. */
export const apiPolicy = "default-src 'none'; frame-ancestors 'none'";

/** Powerful browser features the shop does not use are off; the map may ask for the location. */
export const permissionsPolicy =
  'geolocation=(self), camera=(), microphone=(), payment=(), usb=(), midi=(), magnetometer=(), gyroscope=(), accelerometer=(), browsing-topics=()';
