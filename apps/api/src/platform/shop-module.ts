import type { Cache, CacheStore } from '../adapters/cache/port.ts';
import type { SmsLog } from '../adapters/sms/port.ts';
import type { DatabaseHandle, Database } from '../db/client.ts';
import type { ZodApp } from '../http/zod-app.ts';
import { assertLadderOrder, type ModuleName } from './module-ladder.ts';
import type { StepRunner } from './step-runner.ts';
import type { Job, Sweep } from './sweep-runner.ts';

/** What every module is built from: the shop's shared parts, made once by buildApp. */
export type Platform = {
  database: DatabaseHandle;
  db: Database;
  cache: CacheStore;
  /** Where whole public answers are kept (a near cache before Redis in server.ts). */
  publicCache: Cache;
  now: () => Date;
  publicUrl: string;
  /** Multi-step writes with undo and idempotency keys (platform/step-runner.ts). */
  runSteps: StepRunner;
  /** Logs a failure that has no request to answer (an undo, a sweep). */
  logError: (error: unknown, message: string) => void;
  /** The app's logger, for background work that reports more than failures (the SMS of a job). */
  log: SmsLog;
};

/**
 * Where a module's routes go. `site` is the root (crawler files); `api` is the whole /api/v1 scope,
 * for hooks every module's routes pass through (the CSRF guard); `public` is /api/v1 answers that
 * are the same for every visitor and are micro-cached whole; `personal` is /api/v1 answers about
 * the caller, never stored by a browser or proxy. `admin` is the staff API, every path under
 * /api/v1/admin/ (checked as routes are added): never stored, staff-guarded (decision 093).
 */
export type RouteScopes = { site: ZodApp; api: ZodApp; public: ZodApp; personal: ZodApp; admin: ZodApp };

/**
 * A module as buildApp sees it: its name on the ladder, the face it offers modules above it, and
 * its routes per scope. Each module's `index.ts` exports one function `(platform, needs) =>
 * ShopModule`, the one way a module is built; `needs` are faces of lower modules and its settings.
 */
export type ShopModule<Face = unknown> = {
  name: ModuleName;
  face: Face;
  routes: Partial<Record<keyof RouteScopes, (scope: ZodApp) => void>>;
  /** Background work over rows that fall due, run by the platform's timer. */
  sweeps?: readonly Sweep<unknown>[];
  /** Background work that calls the outside world, run after the sweeps by the same timer. */
  jobs?: readonly Job[];
  /** Builds the module's derived state (an in-process index) before the server says it is ready. */
  warm?: () => Promise<void>;
};

/** Registers one scope's routes of every module, in ladder order (checked). */
export function mountRoutes(
  scopeName: keyof RouteScopes,
  scope: ZodApp,
  modules: readonly ShopModule[],
): void {
  assertLadderOrder(modules.map((module) => module.name));
  for (const module of modules) module.routes[scopeName]?.(scope);
}

/**
 * Turns use cases written as `(ctx, ...args)` into a service of `(...args)` methods over one
 * context: how every module wires its service/ files to their dependencies.
 */
export function bindUseCases<Ctx, UseCases extends Record<string, (ctx: Ctx, ...args: never[]) => unknown>>(
  ctx: Ctx,
  useCases: UseCases,
): {
  [K in keyof UseCases]: UseCases[K] extends (ctx: Ctx, ...args: infer A) => infer R
    ? (...args: A) => R
    : never;
} {
  return Object.fromEntries(
    Object.entries(useCases).map(([name, useCase]) => [name, (...args: never[]) => useCase(ctx, ...args)]),
  ) as never;
}
