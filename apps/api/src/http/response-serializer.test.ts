import fc from 'fast-check';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PrewrittenAnswer } from './prewritten.ts';
import { createResponseSerializerCompiler } from './response-serializer.ts';

function writerFor(schema: z.ZodType, check: boolean) {
  const compile = createResponseSerializerCompiler({ check });
  return compile({ schema, method: 'GET', url: '/test', httpStatus: '200' } as never);
}

/** What zod's encode keeps, as a value: the compiled writer puts required fields before optional ones. */
const zodWay = (schema: z.ZodType, data: unknown) => z.encode(schema, data as never);

const card = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number(),
  image: z.string().nullable(),
  brand: z.object({ id: z.number(), name: z.string() }).nullable(),
  tags: z.array(z.string()),
  badge: z.enum(['new', 'sale']).optional(),
  kind: z.union([z.literal('simple'), z.literal('bundle')]),
  counts: z.record(z.string(), z.number()),
});

const aCard = {
  id: 7,
  name: 'شیر «کم‌چرب» \\ "پاستوریزه"\n۱ لیتری',
  price: 125000,
  image: null,
  brand: { id: 3, name: 'دامداران', secret: 'x' },
  tags: ['لبنیات', 'تازه'],
  kind: 'simple',
  counts: { '1': 2, b: 3 },
};

describe('the compiled response writer', () => {
  it('writes what zod would have written, declared fields only, ', () => {
    const withExtras = { ...aCard, cost_price: 90000, internal_note: 'نه برای مشتری' };
    const written = writerFor(card, false)(withExtras);
    expect(JSON.parse(written)).toStrictEqual(zodWay(card, withExtras));
    expect(written).not.toContain('cost_price');
    expect(written).not.toContain('secret');
    expect(JSON.parse(written)).toEqual({ ...aCard, brand: { id: 3, name: 'دامداران' } });
  });

  it('leaves out an optional field that is missing and keeps one that is given', () => {
    const write = writerFor(card, false);
    expect(JSON.parse(write(aCard))).not.toHaveProperty('badge');
    expect(JSON.parse(write({ ...aCard, badge: 'sale', brand: null }))).toMatchObject({
      badge: 'sale',
      brand: null,
    });
  });

  it('writes a recursive tree (the category tree) through its reference', () => {
    type Node = { id: number; children: Node[] };
    const node: z.ZodType<Node> = z.object({
      id: z.number(),
      get children() {
        return z.array(node);
      },
    });
    const tree = { id: 1, hidden: true, children: [{ id: 2, children: [{ id: 3, children: [], x: 1 }] }] };
    expect(writerFor(node, false)(tree)).toBe(
      '{"id":1,"children":[{"id":2,"children":[{"id":3,"children":[]}]}]}',
    );
  });

  it('keeps zod for a schema whose encoding computes something (a codec)', () => {
    const asText = z.codec(z.string(), z.number(), { decode: Number, encode: String });
    const codec = z.object({ amount: asText });
    expect(writerFor(codec, false)({ amount: 12 })).toBe('{"amount":"12"}');
  });

  it('checked, refuses data the schema refuses, as a response that does not match its schema', () => {
    const write = writerFor(card, true);
    expect(JSON.parse(write(aCard))).toStrictEqual(zodWay(card, aCard));
    let failure: unknown;
    try {
      write({ ...aCard, price: 'گران' });
    } catch (error) {
      failure = error;
    }
    expect(isResponseSerializationError(failure)).toBe(true);
  });

  it('writes any value of a card exactly as zod does: text of every kind, numbers, nulls, extras', () => {
    const write = writerFor(card, false);
    const text = fc.string({
      unit: fc.constantFrom(
        'ش',
        'ی',
        'ك',
        ' ',
        '"',
        '\\',
        '\n',
        '\t',
        'a',
        '\u200c',
        '\u2028',
        '۱',
        '\u0000',
        '😀',
      ),
    });
    const value = fc.record({
      id: fc.integer(),
      name: text,
      price: fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })),
      image: fc.option(text),
      brand: fc.option(fc.record({ id: fc.integer(), name: text, logo: text })),
      tags: fc.array(text),
      badge: fc.option(fc.constantFrom('new', 'sale'), { nil: undefined }),
      kind: fc.constantFrom('simple', 'bundle'),
      counts: fc.dictionary(text, fc.integer()),
      unlisted: text,
    });
    fc.assert(
      fc.property(value, (given) => {
        expect(JSON.parse(write(given))).toStrictEqual(JSON.parse(JSON.stringify(zodWay(card, given))));
      }),
      { numRuns: 500 },
    );
  });
});

describe('an answer the handler wrote itself', () => {
  const written = (json: string, value: unknown) => new PrewrittenAnswer(json, () => value);

  it('is sent as written', () => {
    const json = `{"id":7,"name":"شیر","price":1,"image":null,"brand":null,"tags":[],"kind":"simple","counts":{}}`;
    expect(writerFor(card, false)(written(json, {}))).toBe(json);
    expect(writerFor(card, true)(written(json, JSON.parse(json)))).toBe(json);
  });

  it('checked, must be the JSON value zod writes from its data, and data the schema accepts', () => {
    const json = JSON.stringify(zodWay(card, aCard));
    expect(writerFor(card, true)(written(json, aCard))).toBe(json);
    const refused = [
      () => writerFor(card, true)(written(json.replace('125000', '125001'), aCard)),
      () => writerFor(card, true)(written(json, { ...aCard, price: 'گران' })),
    ];
    for (const write of refused) {
      expect(write).toThrow();
      try {
        write();
      } catch (error) {
        expect(isResponseSerializationError(error)).toBe(true);
      }
    }
  });
});
