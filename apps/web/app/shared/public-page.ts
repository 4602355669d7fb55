/**
 * A route module's `handle` for a page that is the same for everyone who asks (decision 071): the
 * catalogue, the shop's own pages. The host (apps/api/src/web-host/page-audience.ts) draws such a page
 * without the visitor's session, so the copy it keeps for a few seconds serves guests and signed-in
 * customers alike; who is signed in (the header's name, the basket's badge, the waitlist's flags) is
 * filled in by the browser. A route without it is drawn for its customer and never kept: its loader
 * may read the session (the basket, the account, checkout, sign-in).
 */
export const publicPage = { isPublicPage: true } as const;
