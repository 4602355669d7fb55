import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { defaultFreeShippingThreshold } from '@shop/domain/basket/constants';
import { DomainError } from '@shop/domain/errors';
import type { Seller } from '@shop/domain/orders/account-schemas';
import { usePersianZodMessages } from '@shop/domain/zod-persian';
import type { Cache, CacheStore } from './adapters/cache/port.ts';
import { createSmsGate } from './adapters/sms/gate.ts';
import { createOutboxSender } from './adapters/sms/outbox.ts';
import { defaultSmsLimits, forgetSmsQuotas, type SmsLimits } from './adapters/sms/quotas.ts';
import { invoiceSellerDefaults } from './i18n/fa.ts';
import type { SmsSender } from './adapters/sms/port.ts';
import type { PaymentGateway } from './adapters/payments/port.ts';
import type { PrivateFileStore } from './adapters/files/port.ts';
import { createPrivateDiskStore } from './adapters/files/private-disk.ts';
import { createSandboxGateway } from './adapters/payments/sandbox.ts';
import type { DatabaseHandle } from './db/client.ts';
import { frameworkErrors, registerErrorHandling } from './http/error-handler.ts';
import { openApiRoute, registerOpenApi } from './http/openapi.ts';
import { inProcessHeader, inProcessSecret, keepAnswerAside } from './http/in-process-answer.ts';
import { registerCanonicalHost } from './http/canonical-host.ts';
import { registerPublicCache } from './http/public-cache.ts';
import { createResponseSerializerCompiler } from './http/response-serializer.ts';
import { registerTextGuard } from './http/text-guard.ts';
import { apiPolicy, permissionsPolicy } from './web-host/content-security-policy.ts';
import type { Geocoder } from './adapters/geocoding/port.ts';
import { tehranGazetteer } from './adapters/geocoding/tehran-gazetteer.ts';
import { accountModule } from './modules/account/index.ts';
import { adminModule } from './modules/admin/index.ts';
import { basketModule } from './modules/basket/index.ts';
import { checkoutModule, defaultOrderLimits, type OrderLimits } from './modules/checkout/index.ts';
import { catalogueModule } from './modules/catalogue/index.ts';
import { contentModule } from './modules/content/index.ts';
import { engagementModule } from './modules/engagement/index.ts';
import { identityModule } from './modules/identity/index.ts';
import { paymentsModule } from './modules/payments/index.ts';
import { reviewsModule } from './modules/reviews/index.ts';
import { ordersModule } from './modules/orders/index.ts';
import { seoModule } from './modules/seo/index.ts';
import { expireIdempotencyKeys } from './platform/idempotency-sweep.ts';
import { mountRoutes, type Platform } from './platform/shop-module.ts';
import { createStepRunner } from './platform/step-runner.ts';
import { scheduleSweeps } from './platform/sweep-runner.ts';

export type AppDeps = {
  database: DatabaseHandle;
  cache: CacheStore;
  publicUrl: string;
  /**
   * The one origin pages are read on (PUBLIC_URL's, given only when PUBLIC_URL is set): a GET or
   * HEAD on another host name moves there with a 301 (http/canonical-host.ts, decision 081). None
   * unless given: tests and `npm start` without PUBLIC_URL answer on any host.
   */
  canonicalOrigin?: string | undefined;
  /**
   * The proxies whose X-Forwarded-For is believed (TRUST_PROXY): proxy-addr's list ('loopback',
   * CIDRs, addresses, comma-separated). None unless configured: a header anyone can send must not
   * choose the address that per-address limits count (issue 16).
   */
  trustProxy?: string;
  logger?: FastifyServerOptions['logger'];
  /** How long whole public catalogue answers are shared (PUBLIC_CACHE_SECONDS); 0 turns it off. */
  publicCacheSeconds?: number;
  /** Where those answers are kept: `cache` unless given (server.ts puts a near cache before Redis). */
  publicCache?: Cache;
  now?: () => Date;
  /** Sends one-time codes; the SMS outbox (a table and a log line) by default. */
  sms?: SmsSender;
  /** Serves GET /api/v1/dev/sms-outbox (SMS_OUTBOX_ROUTE; never in production). */
  smsOutboxRoute?: boolean;
  /** The caps every text passes (SMS_PER_NUMBER_PER_HOUR, SMS_PER_NUMBER_PER_DAY, SMS_BUDGET_PER_HOUR). */
  smsLimits?: SmsLimits;
  /** Orders one customer may place, and cancel, in an hour (ORDER_PLACES_PER_HOUR, ORDER_CANCELS_PER_HOUR). */
  orderLimits?: OrderLimits;
  /**
   * Serves the back office's test doors until it exists (DEV_ADMIN_ROUTES; never in production):
   * POST /api/v1/dev/wallet, PUT /api/v1/dev/orders/{id}/status.
   */
  devAdminRoutes?: boolean;
  /** Serves PUT /api/v1/dev/comments/{id} to approve or reject a comment (DEV_REVIEWS_ROUTE; never in production). */
  devReviewsRoute?: boolean;
  /** Names points for addresses; the embedded Tehran gazetteer unless given. */
  geocoder?: Geocoder;
  /** The payment gateway (server.ts: Zarinpal with a merchant id); default the sandbox bank, none over https. */
  paymentGateway?: PaymentGateway | null;
  /** Keys one-time code hashes (CODE_PEPPER). */
  codePepper?: string;
  /** Rials above which shipping is free; the domain's default (500,000 tomans) when not given. */
  freeShippingThreshold?: number;
  /** Where customers' uploads go (S3_* or DATA_DIR/private-files); a temporary folder unless given. */
  privateFiles?: PrivateFileStore;
  /** The seller's block of sales invoices (SELLER_*); the demo shop's when not given. */
  seller?: Seller;
  /** How often background sweeps run (SWEEP_EVERY_SECONDS); off unless given (tests run them by hand). */
  sweepEverySeconds?: number;
  /**
   * Whether modules build their derived state (the suggestion index) before the app is ready, so
   * the first customers do not wait for it (server.ts; tests build it on first use instead).
   */
  warmOnReady?: boolean;
  /**
   * Whether every answer is also written by zod and compared with its compiled writer
   * (http/response-serializer.ts). On unless given: the test suites build the app this way; the
   * server turns it off (CHECK_RESPONSES), except in the end-to-end runs.
   */
  checkResponses?: boolean;
};

const developmentPepper = 'development-only-one-time-code-pepper';

/**
 * Builds the API: plugins in a visible order, then one scope per module under /api/v1.
 * Tests drive the result with `app.inject`; main.ts adds the web pages and listens.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  usePersianZodMessages();
  const app = Fastify({
    logger: deps.logger ?? false,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    frameworkErrors,
    // One line per request (the onResponse hook below) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // Whose X-Forwarded-For to believe: nobody's unless configured. The pages' own in-process API
    // calls hand over the visitor's address as the injected request's socket address instead.
    trustProxy: deps.trustProxy ?? false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createResponseSerializerCompiler({ check: deps.checkResponses ?? true }));
  registerErrorHandling(app);
  // First of the hooks: a read on another host name is moved before anything else works on it.
  if (deps.canonicalOrigin) registerCanonicalHost(app, deps.canonicalOrigin);
  // Hooks in callback style, here and below: an async hook costs every request a promise and a turn
  // of the microtask queue, a few per cent of the search box's CPU (issue 22).
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
  // On request, not on send: the pages' hijacked replies copy the headers set so far (web-host).
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('permissions-policy', permissionsPolicy);
    if (request.headers[inProcessHeader] === inProcessSecret) keepAnswerAside(reply.raw);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    // A 5xx is always logged, at error level (with the request id, as every line is), even for the
    // pages' own in-process calls: no request may give one (issue 16), so each is a bug to read.
    if (reply.statusCode >= 500) {
      request.log.error(
        { method: request.method, url: request.url, status: reply.statusCode },
        'request failed',
      );
      return done();
    }
    if (request.headers[inProcessHeader]) return done();
    request.log.info(
      {
        method: request.method,
        url: request.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
    done();
  });
  await app.register(helmet, {
    // Pages get theirs, with a nonce, from the web host; API answers below (issue 16).
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    // HSTS only where the shop is served over https: on http it means nothing, and on localhost it
    // would pin every other local project to https.
    strictTransportSecurity: deps.publicUrl.startsWith('https:')
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
    // Payment gateways and analytics may need to know the origin a visitor came from.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  await app.register(cookie);
  await registerOpenApi(app, deps.publicUrl);

  const { db } = deps.database;
  const now = deps.now ?? (() => new Date());
  const logError = (error: unknown, message: string) => app.log.error({ err: error }, message);
  const platform: Platform = {
    database: deps.database,
    db,
    cache: deps.cache,
    publicCache: deps.publicCache ?? deps.cache,
    now,
    publicUrl: deps.publicUrl,
    runSteps: createStepRunner({ db, now, log: logError }),
    logError,
    log: app.log,
  };
  // The modules in ladder order (modules/ladder.json; mountRoutes checks it): each is built from
  // the platform and the faces of the modules below it.
  // Every text of every module passes the gate (decision 083): caps per number, the shop's budget.
  const sms = createSmsGate(deps.sms ?? createOutboxSender(db, now), {
    db,
    now,
    limits: deps.smsLimits ?? defaultSmsLimits,
    alert: (details, message) => app.log.error(details, message),
  });
  const identity = identityModule(platform, {
    sms,
    codePepper: deps.codePepper ?? developmentPepper,
    smsOutboxRoute: deps.smsOutboxRoute ?? false,
    // The user object's company, place and address are the account's, a rung above: asked for at
    // request time, once the account module below is built (decision 084).
    accountDetails: (customerId) => account.face.userDetails(customerId),
  });
  const catalogue = catalogueModule(platform, { staffAuth: identity.face.staffAuth });
  const content = contentModule(platform, { catalogue: catalogue.face });
  const account = accountModule(platform, {
    auth: identity.face.auth,
    geocoder: deps.geocoder ?? tehranGazetteer,
    devAdminRoutes: deps.devAdminRoutes ?? false,
  });
  const basket = basketModule(platform, {
    auth: identity.face.auth,
    freeShippingThreshold: deps.freeShippingThreshold ?? defaultFreeShippingThreshold,
  });
  const orders = ordersModule(platform, {
    auth: identity.face.auth,
    seller: deps.seller ?? invoiceSellerDefaults,
    files: deps.privateFiles ?? createPrivateDiskStore(join(tmpdir(), `sabadino-files-${randomUUID()}`)),
  });
  // The offline sandbox bank unless a gateway is given; none for a public https shop without one, so
  // that a shop that forgot its merchant id never takes "payments" nobody made.
  const payments = paymentsModule(platform, {
    gateway:
      deps.paymentGateway !== undefined
        ? deps.paymentGateway
        : deps.publicUrl.startsWith('https:')
          ? null
          : createSandboxGateway({ db, publicUrl: deps.publicUrl }),
  });
  const checkout = checkoutModule(platform, {
    auth: identity.face.auth,
    freeShippingThreshold: deps.freeShippingThreshold ?? defaultFreeShippingThreshold,
    payments: payments.face,
    sms,
    orderLimits: deps.orderLimits ?? defaultOrderLimits,
    devAdminRoutes: deps.devAdminRoutes ?? false,
  });
  const engagement = engagementModule(platform, {
    auth: identity.face.auth,
    catalogue: catalogue.face,
    sms,
  });
  const seo = seoModule(platform, { catalogue: catalogue.face });
  const reviews = reviewsModule(platform, {
    catalogue: catalogue.face,
    auth: identity.face.auth,
    devReviewsRoute: deps.devReviewsRoute ?? false,
  });
  const admin = adminModule({ staff: identity.face.staff, staffAuth: identity.face.staffAuth });
  const modules = [
    identity,
    catalogue,
    content,
    account,
    basket,
    orders,
    payments,
    checkout,
    admin,
    engagement,
    seo,
    reviews,
  ];
  if (deps.sweepEverySeconds) {
    const sweeps = scheduleSweeps({
      db,
      sweeps: [expireIdempotencyKeys, forgetSmsQuotas, ...modules.flatMap((module) => module.sweeps ?? [])],
      jobs: modules.flatMap((module) => module.jobs ?? []),
      everyMs: deps.sweepEverySeconds * 1000,
      now,
      log: logError,
    });
    app.addHook('onClose', () => sweeps.stop());
  }

  if (deps.warmOnReady) {
    app.addHook('onReady', async () => {
      const started = Date.now();
      // A failure is logged and left to the first request to retry: the shop still starts.
      const results = await Promise.allSettled(modules.map((module) => module.warm?.()));
      for (const result of results) {
        if (result.status === 'rejected') app.log.error({ err: result.reason }, 'warming a module failed');
      }
      app.log.info({ ms: Date.now() - started }, 'modules warmed');
    });
  }

  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async () => {
    try {
      await deps.database.ping();
    } catch {
      throw new DomainError('SERVICE_UNAVAILABLE');
    }
    return { status: 'ready' };
  });
  mountRoutes('site', app, modules);

  await app.register(
    async (api) => {
      openApiRoute(api);
      api.addHook('onSend', (_request, reply, payload, done) => {
        // A route that serves a file sets a policy of its own (a receipt's sandbox): that one stands,
        // alone. Overwriting it here sent receipts with the API's policy instead (issue 46).
        if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', apiPolicy);
        done(null, payload);
      });
      registerTextGuard(api);
      mountRoutes('api', api, modules);
      // The public catalogue: the same answer for everyone, so whole answers are micro-cached.
      await api.register(async (publicScope) => {
        registerPublicCache(publicScope, {
          cache: platform.publicCache,
          ttlSeconds: deps.publicCacheSeconds ?? 0,
        });
        mountRoutes('public', publicScope, modules);
      });
      // Personal answers: never stored by a browser or proxy (they carry tokens and the customer).
      await api.register(async (personal) => {
        personal.addHook('onSend', (_request, reply, payload, done) => {
          reply.header('cache-control', 'no-store');
          done(null, payload);
        });
        mountRoutes('personal', personal, modules);
      });
      // The staff API (decision 093): never stored, and nothing but /api/v1/admin/ in it, so the staff
      // cookie's Path covers every staff route and no customer route.
      await api.register(async (admin) => {
        admin.addHook('onRoute', (route) => {
          if (!route.url.startsWith('/api/v1/admin/')) {
            throw new Error(`${route.url}: the admin scope serves /api/v1/admin/ only`);
          }
        });
        admin.addHook('onSend', (_request, reply, payload, done) => {
          reply.header('cache-control', 'no-store');
          done(null, payload);
        });
        mountRoutes('admin', admin, modules);
      });
      // Unknown API paths answer in the envelope, before the web app's catch-all can render a page.
      api.all('/*', { schema: { hide: true } }, async () => {
        throw new DomainError('ROUTE_NOT_FOUND');
      });
    },
    { prefix: '/api/v1' },
  );
  return app;
}
