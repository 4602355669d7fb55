import { createContext } from 'react-router';

/**
 * The live-chat widget's script address (`LIVE_CHAT_SCRIPT_URL`), or null when the shop has none. The
 * host (apps/api/src/web-host) sets it from its configuration, as it does the map's tiles, and allows
 * the provider's origins in the pages' policy; the root loader hands it to the page.
 */
export const liveChatContext = createContext<string | null>(null);
