import { randomInt } from 'node:crypto';
import { Ajv2020 } from 'ajv/dist/2020.js';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { listSmsTo } from '../../adapters/sms/records.ts';
import type { Database } from '../../db/client.ts';
import {
  operationsOf,
  requestsFor,
  type FuzzRequest,
  type OpenApiDocument,
  type SeedIds,
} from './operations.ts';

// The fuzzer of issue 16: requests generated from the OpenAPI document, for every operation, as a
// guest, with a bearer token and with the cookie (with and without the CSRF header). A 5xx, or a
// 2xx whose body breaks the operation's documented schema, is a failure. Used by the API suite
// (a bounded run) and by scripts/fuzz.ts (a long one).

export type FuzzFailure = { request: FuzzRequest; status: number; problem: string; body: string };
export type FuzzReport = {
  seed: number;
  requests: number;
  statuses: Record<string, Record<number, number>>;
  failures: FuzzFailure[];
};

export async function fuzzApi(options: {
  app: FastifyInstance;
  db: Database;
  runsPerOperation: number;
  seed: number;
  /** Only the operations whose "METHOD path" matches. */
  only?: RegExp;
}): Promise<FuzzReport> {
  const { app, db } = options;
  const document = (
    await app.inject({ method: 'GET', url: '/api/v1/openapi.json' })
  ).json() as OpenApiDocument & {
    components?: unknown;
  };
  const ajv = new Ajv2020({ strict: false, allErrors: false });
  ajv.addSchema({ $id: 'openapi', components: document.components ?? {} });
  const seeds = await seedIds(db);
  const report: FuzzReport = { seed: options.seed, requests: 0, statuses: {}, failures: [] };

  for (const operation of operationsOf(document)) {
    const name = `${operation.method} ${operation.path}`;
    if (options.only && !options.only.test(name)) continue;
    const validate = operation.okSchema
      ? ajv.compile(
          JSON.parse(
            JSON.stringify(operation.okSchema).replaceAll('"#/components/', '"openapi#/components/'),
          ),
        )
      : undefined;
    const statuses: Record<number, number> = (report.statuses[name] = {});
    const requests = fc.sample(requestsFor(operation, seeds), {
      numRuns: options.runsPerOperation,
      seed: options.seed,
    });
    // A session of its own for each operation: a generated logout revokes only this one.
    const token = await signUp(app, db);
    for (const request of requests) {
      const response = await app.inject({
        method: request.method as 'GET',
        url: request.url,
        remoteAddress: request.remoteAddress,
        headers: {
          ...(request.contentType ? { 'content-type': request.contentType } : {}),
          ...(request.auth === 'bearer' ? { authorization: `Bearer ${token}` } : {}),
          ...(request.auth.startsWith('cookie') ? { cookie: `sid=${token}` } : {}),
          ...(request.auth === 'cookie' ? { 'x-shop-csrf': '1' } : {}),
        },
        ...(request.payload === undefined ? {} : { payload: request.payload }),
      });
      report.requests += 1;
      statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
      const problem = problemOf(response.statusCode, response.body, validate);
      if (problem)
        report.failures.push({
          request,
          status: response.statusCode,
          problem,
          body: response.body.slice(0, 500),
        });
    }
  }
  return report;
}

function problemOf(
  status: number,
  body: string,
  validate: (((data: unknown) => boolean) & { errors?: unknown }) | undefined,
) {
  if (status >= 500) return 'a 5xx answer';
  if (status < 200 || status >= 300 || !validate) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return 'a 2xx body that is not JSON';
  }
  return validate(parsed)
    ? undefined
    : `a 2xx body that breaks its schema: ${JSON.stringify(validate.errors).slice(0, 300)}`;
}

async function seedIds(db: Database): Promise<SeedIds> {
  const ids = async (table: string) => {
    const result = (await db.execute(sql.raw(`select id from ${table} order by id limit 25`))) as {
      rows: { id: number | string }[];
    };
    return result.rows.map((row) => Number(row.id));
  };
  return {
    products: await ids('products'),
    categories: await ids('categories'),
    brands: await ids('brands'),
    bundles: await ids('bundles'),
    notices: await ids('notice_banners'),
  };
}

/** A new customer signed in by code, as the sign-in screens do it: the session token. */
async function signUp(app: FastifyInstance, db: Database): Promise<string> {
  const mobile = `0936${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
  const remoteAddress = `172.16.${randomInt(0, 256)}.${randomInt(1, 255)}`;
  const post = (url: string, body: object) =>
    app.inject({ method: 'POST', url: `/api/v1${url}`, remoteAddress, payload: body });
  await post('/register', { mobile_no: mobile });
  const [message] = await listSmsTo(db, mobile, 1);
  const code = message?.tokens['token'];
  if (!code) throw new Error(`the fuzzer could not sign up ${mobile}`);
  const answer = await post('/verification', { mobile_no: mobile, code, terms_of_use: true });
  const token = (answer.json() as { data?: { token?: string } }).data?.token;
  if (!token) throw new Error(`the fuzzer could not sign in: ${answer.body}`);
  // A finished signup (status 4), so the basket and the profile answer with their real work.
  const password = 'fuzz-pass-1';
  const signup = await app.inject({
    method: 'POST',
    url: '/api/v1/profile/signup',
    remoteAddress,
    headers: { authorization: `Bearer ${token}` },
    payload: {
      first_name: 'مریم',
      last_name: 'احمدی',
      email: '',
      password,
      password_confirmation: password,
      terms_of_use: true,
    },
  });
  if (signup.statusCode !== 200) throw new Error(`the fuzzer could not finish signing up: ${signup.body}`);
  return token;
}
