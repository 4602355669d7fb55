import fc from 'fast-check';
import { fuzzValue, hostileValue, type JsonSchema } from './schema-values.ts';

type Parameter = { name: string; in: 'path' | 'query' | 'header'; required?: boolean; schema: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
  security?: unknown[];
};
export type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

/** One documented operation: where it lives and the schema its 200 answer must keep. */
export type FuzzOperation = {
  method: string;
  path: string;
  parameters: Parameter[];
  body: JsonSchema | undefined;
  okSchema: JsonSchema | undefined;
};

/** Real ids of the seeded shop by kind, so generated requests reach the handlers, not only validators. */
export type SeedIds = Record<'products' | 'categories' | 'brands' | 'bundles' | 'notices', number[]>;

export type Auth = 'guest' | 'bearer' | 'cookie' | 'cookie-without-csrf';

export type FuzzRequest = {
  method: string;
  url: string;
  auth: Auth;
  contentType: string | undefined;
  payload: string | undefined;
  remoteAddress: string;
};

export function operationsOf(document: OpenApiDocument): FuzzOperation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content?.['application/json']?.schema,
      okSchema: operation.responses['200']?.content?.['application/json']?.schema,
    })),
  );
}

const prototypeKeys = ['__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty', 'prototype'];

/** The seeded ids a parameter most likely names, judged by the path and the parameter's name. */
function seedFor(operation: FuzzOperation, name: string, seeds: SeedIds): number[] {
  const where = `${operation.path} ${name}`;
  if (/brand/.test(name) || /\/brands\/\{id\}/.test(where)) return seeds.brands;
  if (/categor|shelf/.test(name) || /\/categories\/\{id\}/.test(where)) return seeds.categories;
  if (/bundles/.test(operation.path)) return seeds.bundles;
  if (/banners/.test(operation.path)) return seeds.notices;
  if (/cart/.test(operation.path)) return [...seeds.products, ...seeds.bundles];
  return seeds.products;
}

function parameterValue(operation: FuzzOperation, parameter: Parameter, seeds: SeedIds) {
  const schema = parameter.schema;
  const isId = schema.type === 'integer' || schema.items?.type === 'integer';
  const ids = seedFor(operation, parameter.name, seeds);
  const value = fuzzValue(schema);
  if (!isId || ids.length === 0) return value;
  const real = fc.constantFrom(...ids);
  return fc.oneof(
    { weight: 2, arbitrary: schema.type === 'array' ? fc.array(real, { minLength: 1, maxLength: 3 }) : real },
    { weight: 2, arbitrary: value },
  );
}

/** Percent-encodes a path segment; a lone surrogate goes out as the invalid UTF-8 bytes it would be. */
function encodePathPart(text: string): string {
  return text
    .replace(/[\ud800-\udfff]/g, (unit) => (unit.isWellFormed() ? unit : '\u0000LONE\u0000'))
    .split('\u0000LONE\u0000')
    .map((part) => encodeURIComponent(part))
    .join('%ED%A0%80');
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
}

/** Requests for one operation: parameters and bodies from its schemas, with hostile variations. */
export function requestsFor(operation: FuzzOperation, seeds: SeedIds): fc.Arbitrary<FuzzRequest> {
  const parameters = operation.parameters.filter((parameter) => parameter.in !== 'header');
  const values = fc.tuple(
    ...parameters.map((parameter) =>
      parameter.required
        ? parameterValue(operation, parameter, seeds)
        : fc.option(parameterValue(operation, parameter, seeds), { nil: undefined, freq: 2 }),
    ),
  );
  // An unknown (often prototype-named) query key now and then: it makes the answer a 422.
  const extraQuery = fc.oneof(
    { weight: 6, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...prototypeKeys, 'x'), hostileValue) },
  );
  const body = operation.body
    ? fc.oneof(
        {
          weight: 6,
          arbitrary: fuzzValue(operation.body).map((value) => ({
            type: 'application/json',
            text: asText(value),
          })),
        },
        {
          weight: 1,
          arbitrary: fc
            .tuple(fuzzValue(operation.body), fc.constantFrom(...prototypeKeys), hostileValue)
            .map(([value, key, extra]) => ({
              type: 'application/json',
              text:
                typeof value === 'object' && value !== null && !Array.isArray(value)
                  ? JSON.stringify(value)
                      .replace(/^\{/, `{${JSON.stringify(key)}:${JSON.stringify(extra) ?? 'null'},`)
                      .replace(/,\}$/, '}')
                  : (JSON.stringify(value) ?? 'null'),
            })),
        },
        {
          weight: 1,
          arbitrary: fc
            .constantFrom('{', '{"a":', '[]', 'null', '"x"', '1', '', '{"a":1}'.repeat(3))
            .map((text) => ({ type: 'application/json', text })),
        },
        {
          weight: 1,
          arbitrary: fc
            .constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data')
            .map((type) => ({ type, text: 'a=1' })),
        },
      )
    : fc.constant(undefined);
  const auth = fc.oneof(
    { weight: 2, arbitrary: fc.constant<Auth>('guest') },
    { weight: 3, arbitrary: fc.constant<Auth>('bearer') },
    { weight: 3, arbitrary: fc.constant<Auth>('cookie') },
    { weight: 1, arbitrary: fc.constant<Auth>('cookie-without-csrf') },
  );
  const address = fc.tuple(
    fc.integer({ min: 1, max: 254 }),
    fc.integer({ min: 0, max: 255 }),
    fc.integer({ min: 1, max: 254 }),
  );
  return fc
    .tuple(values, extraQuery, body, auth, address)
    .map(([given, extra, payload, chosenAuth, [a, b, c]]) => {
      let path = operation.path;
      const query = new URLSearchParams();
      parameters.forEach((parameter, index) => {
        const value = given[index];
        if (value === undefined) return;
        if (parameter.in === 'path')
          path = path.replace(`{${parameter.name}}`, encodePathPart(asText(value)));
        else if (Array.isArray(value)) for (const item of value) query.append(parameter.name, asText(item));
        else query.append(parameter.name, asText(value));
      });
      if (extra) query.append(extra[0], asText(extra[1]));
      const search = query.toString();
      return {
        method: operation.method,
        url: search ? `${path}?${search}` : path,
        auth: chosenAuth,
        contentType: payload?.type,
        payload: payload?.text,
        remoteAddress: `10.${a}.${b}.${c}`,
      };
    });
}
