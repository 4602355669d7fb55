// The live-chat widget's provider in the journeys: e2e/server.ts serves its script from the port after
// the shop's (LIVE_CHAT_SCRIPT_URL in playwright.config.ts).
const port = Number(process.env['E2E_PORT'] ?? 3100);
export const liveChatOrigin = `http://127.0.0.1:${port + 1}`;
