import { isDeepStrictEqual } from 'node:util';
import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { $ZodType, safeEncode } from 'zod/v4/core';
import { PrewrittenAnswer } from './prewritten.ts';

type Serialize = (data: unknown) => string;

/**
 * Writes answers from their zod response schemas, compiled once per schema.
 *
 * fastify-type-provider-zod encodes every answer with zod (a full parse, a new copy of every object)
 * and then calls JSON.stringify: at 100,000 products that was a fifth of a suggestion's CPU (issue 22).
 * Here a schema that is plain data (no codec, transform, default or lazy part) is turned into JSON
 * Schema and compiled by fast-json-stringify, which writes only the declared fields: what zod's encode
 * would have kept (the required ones first, so an optional field may come later than zod put it).
 * Any other schema keeps zod's way.
 *
 * With `check` on (the test suites and the end-to-end server), every answer is also written the zod
 * way and the two must be the same JSON value; a difference, or data zod refuses, fails the request as a
 * response that does not match its schema. So each API test is also a test of the compiled writers,
 * and the contract is still enforced wherever tests run. An answer a handler wrote itself
 * (`PrewrittenAnswer`) is held to the same check.
 */
export function createResponseSerializerCompiler(options: {
  check: boolean;
}): FastifySerializerCompiler<unknown> {
  return ({ schema: given, method, url }) => {
    const schema = resolveSchema(given);
    const byZod = zodWriter(schema, method, url);
    const compiled = compiledWriter(schema) ?? byZod;
    // zod first: data it refuses is a response that does not match its schema, whatever the other writer does.
    const checked = (data: unknown, write: () => string, by: string): string => {
      const expected = byZod(data);
      const written = write();
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new ResponseSerializationError(method, url, {
          cause: new z.ZodError([
            {
              code: 'custom',
              path: [],
              message: `${by} wrote ${written.slice(0, 300)} where zod wrote ${expected.slice(0, 300)}`,
              input: data,
            },
          ]),
        });
      }
      return written;
    };
    return (data) => {
      if (data instanceof PrewrittenAnswer) {
        return options.check ? checked(data.value(), () => data.json, 'the handler') : data.json;
      }
      if (!options.check || compiled === byZod) return compiled(data);
      return checked(data, () => compiled(data), 'the compiled writer');
    };
  };
}

function resolveSchema(given: unknown): $ZodType {
  if (given instanceof $ZodType) return given;
  const properties = (given as { properties?: unknown } | null)?.properties;
  if (properties instanceof $ZodType) return properties;
  throw new Error(`a response schema that is not zod: ${JSON.stringify(given)}`);
}

function zodWriter(schema: $ZodType, method: string, url: string): Serialize {
  return (data) => {
    const result = safeEncode(schema, data);
    if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
}

/** One writer per schema object for the whole process: route schemas are module constants. */
const compiledBySchema = new WeakMap<$ZodType, Serialize | null>();

function compiledWriter(schema: $ZodType): Serialize | null {
  let writer = compiledBySchema.get(schema);
  if (writer === undefined) {
    writer = isPlainData(schema, new Set()) ? compile(schema) : null;
    compiledBySchema.set(schema, writer);
  }
  return writer;
}

function compile(schema: $ZodType): Serialize {
  const jsonSchema = z.toJSONSchema(schema, {
    target: 'draft-7',
    io: 'output',
    unrepresentable: 'throw',
    cycles: 'ref',
    reused: 'inline',
  });
  return fastJsonStringify(simplifyNullables(jsonSchema) as Parameters<typeof fastJsonStringify>[0]);
}

/** The kinds of zod schema whose encoded form is the value itself, field by field. */
const plainKinds = new Set([
  'string',
  'number',
  'int',
  'boolean',
  'null',
  'literal',
  'enum',
  'object',
  'array',
  'optional',
  'nullable',
  'union',
  'record',
  'any',
  'unknown',
  'readonly',
]);

/**
 * Whether encoding the schema changes nothing but which fields are kept: no codec or transform
 * (those compute the written value), no default (encode fills it in), no lazy or other kind this
 * module has not been checked against.
 */
function isPlainData(schema: $ZodType, seen: Set<$ZodType>): boolean {
  if (seen.has(schema)) return true;
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  if (!plainKinds.has(def.type)) return false;
  const children: unknown[] = [];
  if (def.type === 'object') {
    // Objects that keep unknown keys (loose, catchall) are written as given: leave them to zod.
    if (def['catchall'] !== undefined) return false;
    children.push(...Object.values((def['shape'] as Record<string, unknown>) ?? {}));
  }
  if (def.type === 'array') children.push(def['element']);
  if (def.type === 'optional' || def.type === 'nullable' || def.type === 'readonly')
    children.push(def['innerType']);
  if (def.type === 'union') children.push(...(def['options'] as unknown[]));
  if (def.type === 'record') children.push(def['keyType'], def['valueType']);
  return children.every((child) => child instanceof $ZodType && isPlainData(child, seen));
}

/**
 * zod writes `T | null` as anyOf [T, null]; fast-json-stringify would test each branch with a
 * validator for every value. A type list (["string", "null"]) says the same and is written directly.
 */
function simplifyNullables(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplifyNullables);
  if (node === null || typeof node !== 'object') return node;
  const entries = Object.entries(node).map(([key, value]) => [key, simplifyNullables(value)] as const);
  const simplified = Object.fromEntries(entries) as Record<string, unknown>;
  const anyOf = simplified['anyOf'];
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const nullIndex = anyOf.findIndex((branch) => isJustNull(branch));
    const other = anyOf[1 - nullIndex] as Record<string, unknown> | undefined;
    if (nullIndex >= 0 && other && typeof other['type'] === 'string' && other['type'] !== 'null') {
      const { anyOf: _dropped, ...rest } = simplified;
      return { ...rest, ...other, type: [other['type'], 'null'] };
    }
  }
  return simplified;
}

function isJustNull(branch: unknown): boolean {
  return (
    typeof branch === 'object' &&
    branch !== null &&
    Object.keys(branch).length === 1 &&
    (branch as { type?: unknown }).type === 'null'
  );
}
