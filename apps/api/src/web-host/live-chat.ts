// The live-chat widget's slot (storefront.md §1 "a live-chat widget from a third party"; issue 21;
// decision 064). None by default. With `LIVE_CHAT_SCRIPT_URL` the pages load that script once idle,
// and the pages' Content-Security-Policy allows the script's origin, plus `LIVE_CHAT_ORIGINS` (the
// provider's other hosts: its sockets, frames, pictures), and nothing else.

export type LiveChat = { scriptUrl: string; origins: readonly string[] };

const unsafeInPolicy = /[\s;,'"]/;

/** Why a script address cannot be the widget's, or null: http(s), and nothing a policy could not carry. */
export function liveChatScriptProblem(url: string): string | null {
  if (unsafeInPolicy.test(url)) return 'must not contain spaces, quotes, commas or semicolons';
  if (!/^https?:\/\/[^/?#]+\/\S*$/i.test(url)) return 'must be an http(s) address with a path';
  try {
    new URL(url);
  } catch {
    return 'is not an address';
  }
  return null;
}

const originPattern = /^(https?|wss?):\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i;

/** Why a comma list of origins cannot be the provider's, or null. */
export function liveChatOriginsProblem(list: string): string | null {
  const bad = splitOrigins(list).find((origin) => !originPattern.test(origin));
  return bad === undefined
    ? null
    : `"${bad}" is not an origin like https://chat.example or https://*.example`;
}

function splitOrigins(list: string): string[] {
  return list
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
}

/** The widget as configured, with its script's own origin first; null when none is. */
export function liveChatOf(scriptUrl: string | undefined, origins: string | undefined): LiveChat | null {
  if (!scriptUrl) return null;
  const all = [new URL(scriptUrl).origin, ...splitOrigins(origins ?? '')];
  return { scriptUrl, origins: [...new Set(all)] };
}

/** The origins a socket to the provider may use: each http(s) origin's ws(s) twin beside it. */
export function socketOrigins(origins: readonly string[]): string[] {
  return [...new Set(origins.flatMap((origin) => [origin, origin.replace(/^http(s?):/, 'ws$1:')]))];
}
