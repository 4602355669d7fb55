import type { z } from 'zod';
import type { ErrorCode } from '../errors.ts';
import type { Permission } from '../identity/staff.ts';

/**
 * One endpoint of the API, declared once: the API registers its route from it (http/contract-route)
 * and the OpenAPI document follows; the web calls it through its typed client (shared/api/call).
 * Paths are under /api/v1; `:name` marks a path parameter.
 */
export type Contract = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: `/${string}`;
  summary: string;
  tags: readonly string[];
  /**
   * Needs a signed-in customer (a bearer token or the `sid` cookie), or a signed-in staff member (a
   * staff bearer token or the `staff_sid` cookie; path under `/admin/`): 401 otherwise. Decision 093.
   */
  auth?: 'customer' | 'staff';
  /**
   * A staff contract's permission, checked against the database on every call (403 without it);
   * none means any active staff member (their own session, `/admin/me`). `x-permission` in OpenAPI.
   */
  permission?: Permission;
  /** Answers 201 Created instead of 200 (a write that makes a record, e.g. POST comments). */
  created?: true;
  /** The codes the use case can answer with beyond what the route's shape tells (docs/api.md). */
  errors?: readonly ErrorCode[];
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  data: z.ZodType;
  extra?: z.ZodType;
};

/** Declares a contract, keeping its literal types (method, path) for both apps. */
export function defineContract<const C extends Contract>(contract: C): C {
  return contract;
}

/** `'/products/:id/similars'` → `{ id: string | number }`. */
export type PathParams<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string | number } & PathParams<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? { [K in Name]: string | number }
    : Record<never, never>;

/** The path with its parameters filled in, each escaped: `/products/:id` + `{ id: 5 }` → `/products/5`. */
export function fillPath<Path extends string>(path: Path, params: PathParams<Path>): string {
  return path.replace(/:(\w+)/g, (_whole, name: string) => {
    const value = (params as Record<string, string | number | undefined>)[name];
    if (value === undefined) throw new Error(`${path} needs its ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** What the API sends as `data`. */
export type DataOf<C extends Contract> = z.output<C['data']>;
/** What the API sends as `extra_data`: null unless the contract says. */
export type ExtraOf<C extends Contract> = C extends { extra: infer E extends z.ZodType } ? z.output<E> : null;
/** The query a caller may send: the schema's keys, as text, numbers or flags. */
export type QueryOf<C extends Contract> = C extends { query: infer Q extends z.ZodType }
  ? { [K in keyof z.output<Q>]?: string | number | boolean | null | undefined }
  : never;
/** The body a caller sends, as the schema reads it. */
export type BodyOf<C extends Contract> = C extends { body: infer B extends z.ZodType } ? z.input<B> : never;
