import { createContext as createReactContext, useContext } from 'react';
import { createContext as createRouterContext } from 'react-router';

/**
 * The page's Content-Security-Policy nonce (issue 16). The host (apps/api/src/web-host) draws a new one
 * for every page it renders and puts it in this router context key, which it reads from the server
 * build's entry module (one object on both sides: STACK-NOTES trap 4). entry.server hands it to React
 * (its own inline scripts), to ServerRouter (the hydration data) and, through `NonceContext`, to the
 * root's <Scripts> and <ScrollRestoration>. In the browser there is none: nothing inline is added
 * after the first paint.
 */
export const cspNonceContext = createRouterContext<string>('');

export const NonceContext = createReactContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}

/**
 * zod's first parse in a page probes `new Function` to learn whether it may compile its checks; under
 * the policy the probe fails quietly but is still reported as a violation. Its `jitless` setting skips
 * the probe. Set through zod's global config object before any form parses, without importing zod
 * into the page's first script.
 */
export function keepZodFromEval(): void {
  if (typeof document === 'undefined') return;
  const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
  Object.assign((scope.__zod_globalConfig ??= {}), { jitless: true });
}
