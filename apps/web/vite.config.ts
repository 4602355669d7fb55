import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { shopFont } from './build-tools/shop-font.ts';

// React, React DOM and React Router in one chunk of their own: every page needs all of it, it
// changes only when they are upgraded (so browsers keep it cached across our releases), and the
// page benchmark can tell the framework's bytes from ours by its name.
const framework =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/;

// Code that only some pages need, loaded with them: forms and their validation (sign-in), TanStack
// Query (listings, the server basket), Radix widgets and what their dialogs use to lock scrolling,
// toasts, and the route features themselves.
const onDemand =
  /[\\/](features[\\/](listing|product|account|auth[\\/](components|hooks|api))[\\/]|node_modules[\\/](@tanstack|@radix-ui|react-hook-form|@hookform|zod|sonner|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|tslib)[\\/])/;

// TanStack Query and the one QueryClient.
const query = /[\\/](node_modules[\\/]@tanstack[\\/]|app[\\/]api[\\/]query-client\.ts$)/;

// What keeps a signed-in customer's basket for the badge (decision 076), loaded for customers only:
// one chunk rather than three small ones, each of which would cost its own request and import lines.
// The page data's retry policy and the server-state signal, which TanStack Query's client shares with
// it, go in the shell (a few hundred bytes): in the customer's chunk, a guest's first listing query
// would load it; in a chunk of their own, a customer's page would make one more request.
const pageData = anyPath(['app/shared/api/(retry-policy|server-state-changed)\\.ts$']);
// The basket's endpoints, which a guest's /cart uses too: apart, for the same reason.
const basketEndpoints = anyPath(['packages/domain/src/basket/endpoints\\.ts$']);
const customerBasket = anyPath([
  'app/features/basket/(components/server-basket-sync\\.tsx|server-basket-reads\\.ts|api/get-cart\\.ts)$',
  'app/features/basket/hooks/use-merge-after-sign-in\\.ts$',
]);

// The primitives every Radix widget is built on (the widgets themselves stay with their pages).
const radixBase =
  /[\\/]node_modules[\\/]@radix-ui[\\/](primitive|react-(compose-refs|slot|primitive|context|use-[\w-]+|id|presence|collection|direction))[\\/]/;

// Modules shared within one family of pages only. Kept out of the `common` group below so that other
// pages do not load them; they split with their own pages instead.
const familyOnly = anyPath([
  // The sign-in, registration and account forms: their fields, messages and checks.
  'app/features/(auth|account)/',
  'app/shared/ui/(text-field|submit-button)\\.tsx$',
  'app/shared/i18n/fa-account\\.ts$',
  'packages/domain/src/(validation-messages|mobile|national-code)\\.ts$',
  'packages/domain/src/identity/',
  // The listings', the product pages' and the basket's words.
  'app/shared/i18n/fa-(listing|product|basket)\\.ts$',
  // The product and bundle pages' share dialog and tabs.
  'app/shared/ui/(share-dialog|share-links|use-copy-to-clipboard|tabs|tab-strip-types)\\.tsx?$',
  // What the product page and its quick view draw beyond the card (facts, purchase box, reviews).
  'app/shared/product/(product-summary|product-facts|product-purchase|reviews-slot)\\.tsx$',
  // Bundles' prices and states: the home page's bundle row, the bundles list and a bundle's page.
  'app/shared/product/bundle-prices\\.tsx$',
  'app/shared/i18n/fa-bundles\\.ts$',
  'packages/domain/src/catalogue/bundle-state\\.ts$',
]);

/** One pattern matching any of these paths (written with `/`), on any platform's separators. */
function anyPath(paths: string[]): RegExp {
  return new RegExp(paths.map((path) => path.replaceAll('/', '[\\\\/]')).join('|'));
}

/**
 * Every module's static imports, recorded as the client build parses them, so that the shell group
 * below can leave out any module that would drag on-demand code in with it.
 */
const staticImports = new Map<string, readonly string[]>();
const recordStaticImports: Plugin = {
  name: 'shop:record-static-imports',
  applyToEnvironment: (environment) => environment.name === 'client',
  moduleParsed(info) {
    staticImports.set(info.id, info.importedIds);
  },
};
function memoised(compute: (id: string) => boolean): (id: string) => boolean {
  const answers = new Map<string, boolean>();
  return (id) => {
    const known = answers.get(id);
    if (known !== undefined) return known;
    answers.set(id, false); // an import cycle adds nothing new
    const answer = compute(id);
    answers.set(id, answer);
    return answer;
  };
}
const importsOf = (id: string) => staticImports.get(id) ?? [];
/** The module or anything it imports statically is on-demand code. */
const reachesOnDemand = memoised(
  (id) => onDemand.test(id) || importsOf(id).some((imported) => reachesOnDemand(imported)),
);
/** The module or anything it imports statically is TanStack Query. */
const reachesQuery = memoised(
  (id) => query.test(id) || importsOf(id).some((imported) => reachesQuery(imported)),
);
const listingFeature = /[\\/]features[\\/]listing[\\/]/;
/** Modules imported only by the listing feature (its widgets): they go with it, not into `common`. */
const listingOnly = memoised((id) => {
  const importers = [...staticImports].filter(([, imports]) => imports.includes(id)).map(([from]) => from);
  return importers.length > 0 && importers.every((from) => listingFeature.test(from) || listingOnly(from));
});
/** A test: the module is imported statically, directly or not, by a module whose id matches `starts`. */
function importedStaticallyFrom(starts: RegExp): (id: string) => boolean {
  let reached: Set<string> | undefined;
  return (id) => {
    if (!reached) {
      reached = new Set();
      const pending = [...staticImports.keys()].filter((known) => starts.test(known));
      for (let next = pending.pop(); next; next = pending.pop()) {
        if (reached.has(next)) continue;
        reached.add(next);
        pending.push(...importsOf(next));
      }
    }
    return reached.has(id);
  };
}
/** Every module the layout (root.tsx, on every page) imports statically, directly or not. */
const isLayoutModule = importedStaticallyFrom(/[\\/]app[\\/]root\.tsx$/);
/** A test: two or more of these families of route modules (`app/routes/<pattern>.tsx`) import the module. */
function sharedByTwoOf(routeFamilies: string[]): (id: string) => boolean {
  const families = routeFamilies.map((routes) =>
    importedStaticallyFrom(anyPath([`app/routes/${routes}\\.tsx$`])),
  );
  return (id) => families.filter((isImportedBy) => isImportedBy(id)).length >= 2;
}
/**
 * The families of pages customers browse: home, the listings, a product, a bundle, the basket (issue 22
 * measures the first four). `common` holds what at least two of them share. The account's,
 * checkout's and site pages' shared modules (confirm dialogs, order codes, their words) were captured
 * by it as their pages multiplied, and every page loaded them: 7 of its 12 KB on 2026-11-26.
 */
const isSharedWhileBrowsing = sharedByTwoOf([
  'home',
  '(search|category|category-shelves|brand)',
  '(product|product-quick-view)',
  '(bundle|bundles)',
  'cart',
]);
/**
 * The listing's pages: a search (and the not-found page, which shows one), a category's products, its
 * shelves, a brand. The `listing` chunk holds what two of them or more import statically: a module of
 * one page alone (the brand's header, the shelves) goes with that page, and the parts imported
 * dynamically (the filter panel, which a phone shows only in its sheet) come when asked for.
 */
const isSharedByListingPages = sharedByTwoOf(['(search|not-found)', 'category', 'category-shelves', 'brand']);

export default defineConfig({
  plugins: [shopFont(), tailwindcss(), reactRouter(), recordStaticImports],
  build: {
    // Hashed assets are cached for a year by the server.
    assetsInlineLimit: 2048,
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'framework', test: framework, priority: 3 },
                // What the layout needs on every page (texts, paths, icons, the basket's buttons and
                // stores…) in one chunk instead of twenty: on a slow phone network each extra request
                // costs a round trip before the page can start.
                {
                  name: 'shell',
                  test: (id) => !framework.test(id) && (isLayoutModule(id) || pageData.test(id)),
                  priority: 2,
                },
                // The small pieces most pages share beyond that (the product card, prices, the
                // bundle card, breadcrumbs…).
                {
                  name: 'common',
                  test: (id) =>
                    !framework.test(id) &&
                    isSharedWhileBrowsing(id) &&
                    !familyOnly.test(id) &&
                    !listingOnly(id) &&
                    !reachesOnDemand(id),
                  minShareCount: 3,
                  priority: 1,
                },
                // Then one chunk per on-demand part instead of one per combination of pages using it.
                // Shared libraries first, so the feature groups below do not swallow them with their
                // dependencies.
                { name: 'query', test: query, priority: 1 },
                { name: 'basket-endpoints', test: basketEndpoints, priority: 2 },
                { name: 'customer-basket', test: customerBasket, priority: 1 },
                { name: 'radix', test: radixBase, priority: 1 },
                // A listing's later pages come through TanStack Query, fetched when wanted: the modules
                // that use it stay out of the listing's chunk.
                {
                  name: 'listing',
                  test: (id) =>
                    isSharedByListingPages(id) &&
                    (listingFeature.test(id) || listingOnly(id)) &&
                    !reachesQuery(id),
                  priority: 0,
                },
              ],
            },
          },
        },
      },
    },
  },
});
