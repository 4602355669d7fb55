import { readIntroduceCode } from '@shop/domain/identity/introduce-code';

/**
 * The introduce code a visitor arrived with (a friend's share link, `?ref=CODE` on any page; decision
 * 057), kept in this browser for 30 days until the sign-in that creates their account sends it as
 * `introducer_code`. The newest link wins; a code that cannot be one is never kept (the API would refuse
 * it); any sign-in forgets it. Storage is touched only from effects and handlers.
 */
const storageKey = 'shop:introducer';
const keepMs = 30 * 86_400_000;

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const browserStore = (): KeyValueStore | null => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Storage refused (a sandboxed frame): the friend simply signs up without an introducer.
    return null;
  }
};

/** The introduce code of a page's query, if `ref` holds one. */
export function referralOfSearch(search: string): string | null {
  return readIntroduceCode(new URLSearchParams(search).get('ref'));
}

/** What was stored, while it is fresh and still a code. */
export function parseStoredReferral(raw: string | null, now: number): string | null {
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as { code?: unknown; until?: unknown };
    return typeof stored.until === 'number' && stored.until > now ? readIntroduceCode(stored.code) : null;
  } catch {
    return null;
  }
}

/** Keeps the code of the page's `?ref=`, if it has one. */
export function rememberReferral(search: string, now = Date.now(), store = browserStore()): void {
  const code = referralOfSearch(search);
  if (!code || !store) return;
  try {
    store.setItem(storageKey, JSON.stringify({ code, until: now + keepMs }));
  } catch {
    // Quota or private mode: nothing kept.
  }
}

export function readReferral(now = Date.now(), store = browserStore()): string | null {
  try {
    return parseStoredReferral(store?.getItem(storageKey) ?? null, now);
  } catch {
    return null;
  }
}

export function forgetReferral(store = browserStore()): void {
  try {
    store?.removeItem(storageKey);
  } catch {
    // Nothing stored, nothing to forget.
  }
}
