import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createMemoryCache } from './adapters/cache/memory.ts';
import { withNearCache } from './adapters/cache/near-cache.ts';
import { createRedisCache } from './adapters/cache/redis.ts';
import { createNeshanGeocoder } from './adapters/geocoding/neshan.ts';
import { createNominatimGeocoder } from './adapters/geocoding/nominatim.ts';
import type { Geocoder } from './adapters/geocoding/port.ts';
import { tehranGazetteer } from './adapters/geocoding/tehran-gazetteer.ts';
import { createKavenegarSender } from './adapters/sms/kavenegar.ts';
import { createOutboxSender } from './adapters/sms/outbox.ts';
import { createLocalDiskStore } from './adapters/files/local-disk.ts';
import { buildApp } from './app.ts';
import type { Seller } from '@shop/domain/orders/account-schemas';
import { privateFilesFromEnv } from './adapters/files/choose.ts';
import { repoRoot, type Config } from './config/env.ts';
import { invoiceSellerDefaults } from './i18n/fa.ts';
import { openDatabase, type Database } from './db/client.ts';
import { isCheckoutEmpty, isDemoShop, seedCheckout } from './seed/seed-checkout.ts';
import { seedDemoOwner } from './seed/seed-staff.ts';
import { isCatalogueEmpty, seedCatalogue } from './seed/seed-catalogue.ts';
import { reslugCatalogue } from './modules/catalogue/index.ts';
import { mountLocalFiles } from './web-host/files.ts';
import { mountBuiltWebApp, webBuildExists } from './web-host/production.ts';
import { liveChatOf } from './web-host/live-chat.ts';
import { createZarinpalGateway } from './adapters/payments/zarinpal.ts';

export type WebMode = 'built' | 'vite' | 'none';

/**
 * The whole shop in one process: database (migrated, seeded when empty), the API, the file
 * store and the web pages. Used by `npm start`, `npm run dev` and the browser tests.
 */
export async function createServer(config: Config, web: WebMode): Promise<FastifyInstance> {
  const logger =
    config.NODE_ENV === 'development'
      ? {
          level: config.LOG_LEVEL,
          transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss' } },
        }
      : { level: config.LOG_LEVEL };
  // Told to the app's log once there is one (a connection can break while migrating, before it).
  let warn = (error: Error) => console.warn('an idle database connection broke:', error.message);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: join(config.DATA_DIR, 'pglite'),
    poolSize: config.DATABASE_POOL_SIZE,
    onIdleConnectionError: (error) => warn(error),
  });
  await database.migrate();
  const filesRoot = join(config.DATA_DIR, 'files');
  const files = createLocalDiskStore(filesRoot);

  const redis = config.REDIS_URL ? createRedisCache(config.REDIS_URL) : undefined;
  const cache = redis ?? createMemoryCache();
  // Whole public answers and guests' pages are read thousands of times a second: with Redis, this
  // process keeps each one a second more instead of asking Redis every time (they may already be
  // PUBLIC_CACHE_SECONDS old; this adds one second).
  const publicCache = redis ? withNearCache(redis, { seconds: 1 }) : cache;
  const app = await buildApp({
    database,
    cache,
    publicUrl: config.publicUrl,
    // One host only when the shop was told its address; without PUBLIC_URL (npm start, benchmarks on
    // 127.0.0.1, a demo reached by the machine's address) every host is served (decision 081).
    canonicalOrigin: config.PUBLIC_URL,
    trustProxy: config.TRUST_PROXY,
    publicCacheSeconds: config.PUBLIC_CACHE_SECONDS,
    publicCache,
    logger,
    sms: smsSenderOf(config, database.db),
    geocoder: geocoderOf(config),
    // Zarinpal with a merchant id; otherwise buildApp's default (the sandbox bank, none over https).
    ...(config.ZARINPAL_MERCHANT_ID
      ? {
          paymentGateway: createZarinpalGateway({
            merchantId: config.ZARINPAL_MERCHANT_ID,
            baseUrl: config.ZARINPAL_BASE_URL,
          }),
        }
      : {}),
    smsOutboxRoute: config.SMS_OUTBOX_ROUTE,
    smsLimits: {
      perNumberPerHour: config.SMS_PER_NUMBER_PER_HOUR,
      perNumberPerDay: config.SMS_PER_NUMBER_PER_DAY,
      budgetPerHour: config.SMS_BUDGET_PER_HOUR,
    },
    orderLimits: {
      placesPerHour: config.ORDER_PLACES_PER_HOUR,
      cancelsPerHour: config.ORDER_CANCELS_PER_HOUR,
    },
    devReviewsRoute: config.DEV_REVIEWS_ROUTE,
    devAdminRoutes: config.DEV_ADMIN_ROUTES,
    freeShippingThreshold: config.FREE_SHIPPING_THRESHOLD,
    seller: sellerOf(config),
    privateFiles: privateFilesFromEnv(process.env, config.DATA_DIR),
    sweepEverySeconds: config.SWEEP_EVERY_SECONDS,
    checkResponses: config.CHECK_RESPONSES,
    warmOnReady: true,
    ...(config.CODE_PEPPER ? { codePepper: config.CODE_PEPPER } : {}),
  });
  warn = (error) => app.log.warn({ err: error }, 'an idle database connection broke');
  app.addHook('onClose', () => database.close());
  if (redis) app.addHook('onClose', () => redis.close());
  app.log.info(
    {
      cache: redis ? 'redis' : 'memory',
      sms: config.KAVENEGAR_API_KEY ? 'kavenegar' : 'outbox',
      geocoder: geocoderOf(config).provider,
      payments: config.ZARINPAL_MERCHANT_ID
        ? 'zarinpal'
        : config.publicUrl.startsWith('https:')
          ? 'none (set ZARINPAL_MERCHANT_ID)'
          : 'sandbox bank',
    },
    'adapters',
  );
  if (database.engine === 'pglite') {
    // What the embedded store promises (issue 16; README "The embedded database"): measured, PGlite
    // never calls fsync, so a commit survives this process being killed but not an OS crash or a power cut.
    app.log.warn(
      { dataDir: config.DATA_DIR },
      'embedded database (PGlite): one process only; commits are not flushed to disk, so an OS crash ' +
        'or power cut can lose the last seconds of orders. A shop taking real orders sets DATABASE_URL ' +
        '(PostgreSQL).',
    );
  }

  // Once per database, before anything reads the catalogue: slugs by the spec's rule, the former ones
  // kept so their addresses still lead somewhere (decision 084).
  const respelt = await reslugCatalogue(database.db, new Date());
  if (respelt) app.log.info({ changed: respelt }, 'catalogue slugs respelt by the spec’s rule');

  if (config.SEED_ON_START && (await isCatalogueEmpty(database.db))) {
    const started = performance.now();
    const summary = await seedCatalogue(database.db, {
      products: config.SEED_PRODUCTS,
      now: new Date(),
      files,
    });
    app.log.info({ summary, ms: Math.round(performance.now() - started) }, 'seeded the demo catalogue');
  }

  if (config.SEED_ON_START && (await isCheckoutEmpty(database.db))) {
    // The demo company and codes are the demo's (decision 082): a real shop (https) gets neither.
    const withDemoCompanyAndCodes = isDemoShop(config.publicUrl);
    await seedCheckout(database.db, { now: new Date(), withDemoCompanyAndCodes });
    app.log.info(
      withDemoCompanyAndCodes
        ? 'seeded the demo checkout: shipping, ports, slots, DEMO-ORG, NOWRUZ10, WELCOME50'
        : 'seeded the checkout: shipping, ports, slots (no demo company or codes for an https address)',
    );
  }

  // The demo's owner (09120000000, README): never for an https address, where anyone could use it.
  if (
    config.SEED_ON_START &&
    isDemoShop(config.publicUrl) &&
    (await seedDemoOwner(database.db, new Date()))
  ) {
    app.log.info('seeded the demo owner 09120000000 (README: trying the back office)');
  }

  await mountLocalFiles(app, filesRoot);
  const mapTiles = config.mapTiles;
  const liveChat = liveChatOf(config.LIVE_CHAT_SCRIPT_URL, config.LIVE_CHAT_ORIGINS);
  if (web === 'built') {
    if (!webBuildExists(config.WEB_BUILD_DIR)) {
      throw new Error(
        `No web build in ${config.WEB_BUILD_DIR}: run "npm run build" first (npm start does it for you).`,
      );
    }
    await mountBuiltWebApp(app, config.WEB_BUILD_DIR, {
      pageCache: { cache: publicCache, ttlSeconds: config.PUBLIC_CACHE_SECONDS },
      mapTiles,
      liveChat,
    });
  } else if (web === 'vite') {
    const { mountViteWebApp } = await import('./web-host/development.ts');
    await mountViteWebApp(app, resolve(repoRoot, 'apps/web'), { mapTiles, liveChat });
  }
  return app;
}

/** Neshan with its key, else Nominatim at its address, else the embedded Tehran gazetteer (decision 52). */
function geocoderOf(config: Config): Geocoder {
  if (config.NESHAN_API_KEY) {
    return createNeshanGeocoder({ apiKey: config.NESHAN_API_KEY, baseUrl: config.NESHAN_BASE_URL });
  }
  if (config.NOMINATIM_URL) {
    return createNominatimGeocoder({
      baseUrl: config.NOMINATIM_URL,
      userAgent: config.NOMINATIM_USER_AGENT ?? `sabadino (${config.publicUrl})`,
    });
  }
  return tehranGazetteer;
}

/** The invoices' seller: SELLER_* over the demo shop's details. */
function sellerOf(config: Config): Seller {
  return {
    name: config.SELLER_NAME ?? invoiceSellerDefaults.name,
    economic_code: config.SELLER_ECONOMIC_CODE ?? invoiceSellerDefaults.economic_code,
    national_id: config.SELLER_NATIONAL_ID ?? invoiceSellerDefaults.national_id,
    postal_code: config.SELLER_POSTAL_CODE ?? invoiceSellerDefaults.postal_code,
    address: config.SELLER_ADDRESS ?? invoiceSellerDefaults.address,
    phone: config.SELLER_PHONE ?? invoiceSellerDefaults.phone,
  };
}

/** Kavenegar when its key is configured (the env check requires its template too), else the outbox. */
function smsSenderOf(config: Config, db: Database) {
  if (config.KAVENEGAR_API_KEY && config.KAVENEGAR_TEMPLATE) {
    return createKavenegarSender({
      apiKey: config.KAVENEGAR_API_KEY,
      template: config.KAVENEGAR_TEMPLATE,
      orderTemplate: config.KAVENEGAR_ORDER_TEMPLATE,
      alertTemplate: config.KAVENEGAR_ALERT_TEMPLATE,
      waitlistTemplate: config.KAVENEGAR_STOCK_TEMPLATE,
      baseUrl: config.KAVENEGAR_BASE_URL,
      db,
    });
  }
  return createOutboxSender(db);
}

/** Stops taking requests and closes the database when the platform asks the process to end. */
export function closeOnSignals(app: FastifyInstance): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}
