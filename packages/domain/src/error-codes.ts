// Error codes every module may answer with: the request's shape, the caller, the platform. Each
// module's own codes live beside its rules (`<module>/error-codes.ts`); errors.ts joins them.

export const commonErrorCodes = {
  VALIDATION_FAILED: 422,
  MALFORMED_REQUEST: 400,
  ROUTE_NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  // A cookie-authenticated write without the shop's own header (the API-wide CSRF guard).
  CSRF_REJECTED: 403,
  // Multi-step writes (the platform's step runner): a key reused for another request, or still running.
  IDEMPOTENCY_KEY_REUSED: 422,
  REQUEST_IN_PROGRESS: 409,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

/**
 * Joins code tables into one, refusing a code two tables define: a module reusing another's code
 * for another meaning (or another status) would change that module's answers silently.
 */
export function joinErrorCodes<const Tables extends readonly Readonly<Record<string, number>>[]>(
  ...tables: Tables
): UnionToIntersection<Tables[number]> {
  const joined: Record<string, number> = {};
  for (const table of tables) {
    for (const [code, status] of Object.entries(table)) {
      if (Object.hasOwn(joined, code)) throw new Error(`Error code ${code} is defined twice`);
      joined[code] = status;
    }
  }
  return joined as UnionToIntersection<Tables[number]>;
}

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void
  ? I
  : never;
