import { resolve } from 'node:path';
import { z } from 'zod';
import { defaultMapTiles, tileTemplateProblem, type MapTiles } from '@shop/domain/account/map-tiles';
import { liveChatOriginsProblem, liveChatScriptProblem } from '../web-host/live-chat.ts';
import { defaultFreeShippingThreshold } from '@shop/domain/basket/constants';

/** The repository root, so relative defaults do not depend on the directory npm was run from. */
export const repoRoot = resolve(import.meta.dirname, '../../../..');

const booleanText = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no'])
  .transform((value) => value === '1' || value === 'true' || value === 'yes');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  /** The address customers use, for canonical links, sitemaps and payment callbacks; reads on other hosts move to it (decision 081). */
  PUBLIC_URL: z.url().optional(),
  /** Which proxies' X-Forwarded-For to believe: 'loopback', or the load balancers' CIDRs. */
  TRUST_PROXY: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /**
   * PGlite's database and the local file store live here when no server is configured. A relative
   * path is taken from the working directory (the static file server only accepts absolute roots).
   */
  DATA_DIR: z
    .string()
    .min(1)
    .default(resolve(repoRoot, '.data'))
    .transform((path) => resolve(path)),
  WEB_BUILD_DIR: z
    .string()
    .min(1)
    .default(resolve(repoRoot, 'apps/web/build'))
    .transform((path) => resolve(path)),
  /** How long whole public catalogue answers are shared between visitors; 0 turns it off. */
  PUBLIC_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** Baskets above this many rials ship free (GET config/free-shipping-threshold); 500,000 tomans by default. */
  FREE_SHIPPING_THRESHOLD: z.coerce
    .number()
    .int()
    .min(0)
    .max(10_000_000_000)
    .default(defaultFreeShippingThreshold),
  /** How often background sweeps (expired keys, later unpaid orders and held slots) run; 0 stops them. */
  SWEEP_EVERY_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /** Orders one customer may place, and cancel, in an hour (decision 083): each sends a text. */
  ORDER_PLACES_PER_HOUR: z.coerce.number().int().min(1).max(1000).default(10),
  ORDER_CANCELS_PER_HOUR: z.coerce.number().int().min(1).max(1000).default(10),
  /** Texts that are not essential (orders, the waitlist) one number may get in an hour, and in a day. */
  SMS_PER_NUMBER_PER_HOUR: z.coerce.number().int().min(1).max(1000).default(6),
  SMS_PER_NUMBER_PER_DAY: z.coerce.number().int().min(1).max(10_000).default(20),
  /** Texts the whole shop sends in an hour; past it only sign-in codes and account alerts go, and an alert is raised. */
  SMS_BUDGET_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  /**
   * Write every answer also through zod and compare it with the compiled writer (http/response-serializer.ts):
   * a contract check for test runs (the end-to-end server turns it on), off in production for speed.
   */
  CHECK_RESPONSES: booleanText.default(false),
  /** Seed the demo catalogue when the database has no products. */
  SEED_ON_START: booleanText.default(true),
  SEED_PRODUCTS: z.coerce.number().int().min(20).max(1_000_000).default(1500),
  /** Shared cache and rate-limit counters for several replicas; the in-process memory otherwise. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  /** Kavenegar's verify-lookup sends the one-time codes; without a key they go to the SMS outbox. */
  KAVENEGAR_API_KEY: z.string().min(1).optional(),
  /** The verify template approved in Kavenegar's panel, with one token (the code). */
  KAVENEGAR_TEMPLATE: z.string().min(1).optional(),
  /** The Kavenegar template for order notices: %token tracking code, %token2 tomans, %token10 what happened. */
  KAVENEGAR_ORDER_TEMPLATE: z.string().min(1).optional(),
  /** The Kavenegar template for account alerts: %token the new number, masked (decision 056). */
  KAVENEGAR_ALERT_TEMPLATE: z.string().min(1).optional(),
  /** The Kavenegar template for the waitlist: %token hours of the customer's turn, %token10 the item (decision 063). */
  KAVENEGAR_STOCK_TEMPLATE: z.string().min(1).optional(),
  KAVENEGAR_BASE_URL: z.url().default('https://api.kavenegar.com'),
  /** Neshan's reverse geocoding names address points (Persian names, districts); the embedded gazetteer otherwise. */
  NESHAN_API_KEY: z.string().min(1).optional(),
  NESHAN_BASE_URL: z.url().default('https://api.neshan.org'),
  /** A Nominatim server (OpenStreetMap) to name address points when Neshan is not configured. */
  NOMINATIM_URL: z.url().optional(),
  /** Nominatim's usage policy asks for a User-Agent naming the application and a contact. */
  NOMINATIM_USER_AGENT: z.string().min(1).optional(),
  /**
   * The address map's tile server (`https://{s}.tile.example/{z}/{x}/{y}.png`), OpenStreetMap's by
   * default, `off` for none (decision 087); the pages' Content-Security-Policy allows its host. When
   * its tiles do not load, or with `off`, the map draws Tehran's districts offline.
   */
  MAP_TILES_URL: z
    .string()
    .refine((template) => template === 'off' || tileTemplateProblem(template) === null, {
      error: (issue) => tileTemplateProblem(String(issue.input)) ?? 'is not a tile template',
    })
    .optional(),
  /** The credit shown under the map for the tiles (OpenStreetMap's licence asks for one); HTML. */
  MAP_TILES_ATTRIBUTION: z.string().min(1).max(300).optional(),
  /**
   * The live-chat widget's script (Goftino, Raychat, Crisp…); none by default. The pages load it once
   * idle and their Content-Security-Policy allows its origin and LIVE_CHAT_ORIGINS only.
   */
  LIVE_CHAT_SCRIPT_URL: z
    .string()
    .refine((url) => liveChatScriptProblem(url) === null, {
      error: (issue) => liveChatScriptProblem(String(issue.input)) ?? 'is not a script address',
    })
    .optional(),
  /** The widget provider's other origins, comma-separated (`https://*.goftino.com,wss://ws.goftino.com`). */
  LIVE_CHAT_ORIGINS: z
    .string()
    .refine((list) => liveChatOriginsProblem(list) === null, {
      error: (issue) => liveChatOriginsProblem(String(issue.input)) ?? 'is not a list of origins',
    })
    .optional(),
  /** Zarinpal's merchant id: customers pay online through Zarinpal (v4). Without it, the sandbox bank (not over https). */
  ZARINPAL_MERCHANT_ID: z.string().min(1).optional(),
  /** Zarinpal's API and payment pages; https://sandbox.zarinpal.com for its test gateway. */
  ZARINPAL_BASE_URL: z.url().default('https://payment.zarinpal.com'),
  /** Serves GET /api/v1/dev/sms-outbox for end-to-end tests; refused with a real SMS provider or an https PUBLIC_URL. */
  SMS_OUTBOX_ROUTE: booleanText.default(false),
  /** Serves the back office's test doors (dev/wallet, dev/orders/{id}/status) for end-to-end tests; refused with an https PUBLIC_URL. */
  DEV_ADMIN_ROUTES: booleanText.default(false),
  /** Serves PUT /api/v1/dev/comments/{id} (approve or reject a comment) for end-to-end tests; refused with an https PUBLIC_URL. */
  DEV_REVIEWS_ROUTE: booleanText.default(false),
  /** The seller's block of sales invoices: the shop's registered name, codes, address and phone. */
  SELLER_NAME: z.string().min(1).max(200).optional(),
  SELLER_ECONOMIC_CODE: z
    .string()
    .regex(/^\d{12}$/, 'must be 12 digits')
    .optional(),
  SELLER_NATIONAL_ID: z
    .string()
    .regex(/^\d{11}$/, 'must be 11 digits')
    .optional(),
  SELLER_POSTAL_CODE: z
    .string()
    .regex(/^\d{10}$/, 'must be 10 digits')
    .optional(),
  SELLER_ADDRESS: z.string().min(1).max(300).optional(),
  SELLER_PHONE: z.string().min(1).max(40).optional(),
  /** Mixed into one-time code hashes, so a leaked table does not give codes away; set it in production. */
  CODE_PEPPER: z.string().min(16).optional(),
});

export type Config = z.infer<typeof EnvSchema> & {
  publicUrl: string;
  /** The address map's tiles: MAP_TILES_URL, OpenStreetMap's without it, none with `off`. */
  mapTiles: MapTiles | null;
};

/** Rules between variables: half a provider's settings, or a test door left open in production. */
function crossChecks(env: z.infer<typeof EnvSchema>, ctx: z.RefinementCtx): void {
  if (env.KAVENEGAR_API_KEY && !env.KAVENEGAR_TEMPLATE) {
    ctx.addIssue({
      code: 'custom',
      path: ['KAVENEGAR_TEMPLATE'],
      message: 'required with KAVENEGAR_API_KEY',
    });
  }
  // The route shows one-time codes to anyone who asks. It is for a shop that sends no real SMS (the
  // outbox) on a private address: end-to-end tests run the production build (NODE_ENV=production, so
  // React renders as customers get it) on http://127.0.0.1, which is why NODE_ENV alone cannot decide.
  if (env.SMS_OUTBOX_ROUTE && env.KAVENEGAR_API_KEY) {
    ctx.addIssue({
      code: 'custom',
      path: ['SMS_OUTBOX_ROUTE'],
      message: 'must not be on with KAVENEGAR_API_KEY (it would show codes sent to real phones)',
    });
  }
  // Anyone could credit a wallet or mark an order delivered with them.
  if (env.DEV_ADMIN_ROUTES && env.PUBLIC_URL?.startsWith('https://')) {
    ctx.addIssue({
      code: 'custom',
      path: ['DEV_ADMIN_ROUTES'],
      message: 'must not be on for a public https address (it lets anyone credit wallets and move orders)',
    });
  }
  // Anyone could publish or hide customers' comments with it.
  if (env.DEV_REVIEWS_ROUTE && env.PUBLIC_URL?.startsWith('https://')) {
    ctx.addIssue({
      code: 'custom',
      path: ['DEV_REVIEWS_ROUTE'],
      message: 'must not be on for a public https address (it lets anyone publish or hide comments)',
    });
  }
  if (env.SMS_OUTBOX_ROUTE && env.PUBLIC_URL?.startsWith('https://')) {
    ctx.addIssue({
      code: 'custom',
      path: ['SMS_OUTBOX_ROUTE'],
      message: 'must not be on for a public https address (it shows one-time codes to anyone)',
    });
  }
}

/** Parses the environment once at start; a bad value stops the process with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`DATABASE_URL=`) means "not set", as shells and container tools write it.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.superRefine(crossChecks).safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  return {
    ...config,
    publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
    mapTiles: mapTilesOf(config.MAP_TILES_URL, config.MAP_TILES_ATTRIBUTION),
  };
}

/** OpenStreetMap's standard tiles unless the shop names its own, or none (decision 087). */
function mapTilesOf(url: string | undefined, attribution: string | undefined): MapTiles | null {
  if (url === 'off') return null;
  if (url === undefined)
    return { ...defaultMapTiles, attribution: attribution ?? defaultMapTiles.attribution };
  return { url, attribution: attribution ?? null };
}
