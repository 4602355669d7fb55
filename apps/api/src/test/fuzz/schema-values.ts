import fc from 'fast-check';

/** The parts of a JSON Schema (OpenAPI 3.1) the API's documents use. */
export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  pattern?: string;
  default?: unknown;
  $ref?: string;
};

/**
 * Values an attacker or a broken client sends: numbers past every column's range, ids that are not
 * ids, text with NUL and lone surrogates, Persian digits, prototype names, wrong types (issue 16).
 */
export const hostileValue: fc.Arbitrary<unknown> = fc.constantFrom<unknown>(
  0,
  -1,
  2_147_483_648,
  2 ** 53 + 2,
  Infinity,
  -0.5,
  3.14,
  '99999999999999999999',
  '1e400',
  'NaN',
  '-1',
  '',
  ' ',
  '۱۲۳',
  '٤٥',
  'a'.repeat(5000),
  'abc\u0000def',
  '\u0000',
  '\ud800x',
  '\u202e\u200c',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '__proto__',
  'constructor',
  'toString',
  null,
  true,
  [],
  [1, 2],
  {},
  { __proto__: 1 },
);

/** A value the schema accepts (most of the time: patterns and formats are approximated). */
export function validValue(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => validValue(choice, depth + 1)));
  if (schema.allOf?.[0]) return validValue(schema.allOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
    case 'number': {
      const min =
        schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1000);
      const max =
        schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1_000_000);
      const low = Math.max(min, -(2 ** 31));
      const high = Math.min(max, 2 ** 31 - 1);
      const edges = fc.constantFrom(min, max);
      return low <= high ? fc.oneof(fc.integer({ min: low, max: high }), edges) : edges;
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      // An array's items are sometimes hostile one by one (an id past its column inside a list).
      return fc.array(schema.items ? fuzzValue(schema.items, depth + 1) : fc.anything(), {
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      });
    case 'object': {
      if (depth > 6 || !schema.properties) return fc.constant({});
      const required = new Set(schema.required ?? []);
      const shape = Object.fromEntries(
        Object.entries(schema.properties).map(([key, value]) => [key, validValue(value, depth + 1)]),
      );
      return fc.record(shape, { requiredKeys: [...required].filter((key) => key in shape) });
    }
    case 'string':
    default:
      return stringFor(schema);
  }
}

function stringFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  const maxLength = Math.min(schema.maxLength ?? 40, 200);
  const minLength = Math.min(schema.minLength ?? 0, maxLength);
  const text = fc.oneof(
    fc.string({ minLength, maxLength }),
    // Persian words as customers type them, and the digits they use.
    fc.constantFrom(
      'پنیر',
      'شیر کم‌چرب',
      'دستمال کاغذی',
      'مریم',
      'احمدی',
      '۰۹۱۲۳۴۵۶۷۸۹',
      '09123456789',
      '1234',
    ),
  );
  if (!schema.pattern) return text;
  return fc.oneof(fc.stringMatching(new RegExp(schema.pattern)), text);
}

/** Mostly valid values, sometimes hostile ones. */
export function fuzzValue(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const keys = Object.keys(schema.properties ?? {});
  if (keys.length === 0) {
    return fc.oneof(
      { weight: 4, arbitrary: validValue(schema, depth) },
      { weight: 1, arbitrary: hostileValue },
      // Just past the documented range: where a schema and its column disagree.
      { weight: 1, arbitrary: beyondRange(schema) },
    );
  }
  // An object: valid most of the time, else valid but for one field, else not an object at all.
  const oneFieldHostile = fc
    .tuple(validValue(schema, depth), fc.constantFrom(...keys), hostileValue)
    .map(([value, key, hostile]) => ({ ...(value as object), [key]: hostile }));
  return fc.oneof(
    { weight: 4, arbitrary: validValue(schema, depth) },
    { weight: 2, arbitrary: oneFieldHostile },
    { weight: 1, arbitrary: hostileValue },
  );
}

function beyondRange(schema: JsonSchema): fc.Arbitrary<unknown> {
  const edges = [
    schema.maximum !== undefined ? schema.maximum + 1 : undefined,
    schema.minimum !== undefined ? schema.minimum - 1 : undefined,
    schema.exclusiveMinimum,
    schema.maxLength !== undefined ? 'ب'.repeat(schema.maxLength + 1) : undefined,
  ].filter((edge) => edge !== undefined);
  return edges.length > 0 ? fc.constantFrom(...edges) : hostileValue;
}
