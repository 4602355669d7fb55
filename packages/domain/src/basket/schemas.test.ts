import { describe, expect, it } from 'vitest';
import { toCartCommand } from './commands.ts';
import { CartMultiRequestSchema, CartWriteRequestSchema } from './schemas.ts';

const fields = (body: unknown) => {
  const result = CartWriteRequestSchema.safeParse(body);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
};

describe('CartWriteRequest: the body of POST cart/{id}', () => {
  it.each([
    ['add 2', { type: 1, count: 2, add: 1 }, { kind: 'add', count: 2 }],
    ['set 3 (Persian digits, text type)', { type: '۲', count: '۳', add: 0 }, { kind: 'set', count: 3 }],
    ['add as a boolean', { type: 1, count: 1, add: true }, { kind: 'add', count: 1 }],
    ['delete', { _method: 'PUT', type: 1 }, { kind: 'delete' }],
    ['subtract', { _method: 'PUT', type: 2, count: 1 }, { kind: 'subtract', count: 1 }],
  ])('%s', (_name, body, command) => {
    expect(toCartCommand(CartWriteRequestSchema.parse(body))).toEqual(command);
  });

  it.each([
    ['a negative count', { type: 1, count: -1, add: 1 }, ['count']],
    ['a zero count', { type: 1, count: 0, add: 1 }, ['count']],
    ['a fraction', { type: 1, count: 1.5, add: 1 }, ['count']],
    ['a count past 999', { type: 1, count: 1000, add: 1 }, ['count']],
    ['a type 3', { type: 3, count: 1, add: 1 }, ['type']],
    ['no type', { count: 1, add: 1 }, ['type']],
    ['no count', { type: 1, add: 1 }, ['count']],
    ['no add', { type: 1, count: 1 }, ['add']],
    ['add 2', { type: 1, count: 1, add: 2 }, ['add']],
    ['add with PUT', { _method: 'PUT', type: 1, add: 1 }, ['add']],
    ['another _method', { _method: 'DELETE', type: 1 }, ['_method']],
    ['an unknown field', { type: 1, count: 1, add: 1, price: 1 }, ['']],
  ])('refuses %s', (_name, body, paths) => {
    expect(fields(body)).toEqual(paths);
  });

  it('says what is wrong in Persian', () => {
    const result = CartWriteRequestSchema.safeParse({ type: 9, count: -1, add: 1 });
    expect(result.success).toBe(false);
    for (const issue of result.error?.issues ?? []) expect(issue.message).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('CartMultiRequest: the guest basket', () => {
  it('reads items with any digits, and an empty basket', () => {
    expect(CartMultiRequestSchema.parse({ items: [{ id: '۱۲', type: 1, count: 2 }] })).toEqual({
      items: [{ id: 12, type: 1, count: 2 }],
    });
    expect(CartMultiRequestSchema.parse({ items: [] })).toEqual({ items: [] });
  });

  it.each([
    ['a bad id', { items: [{ id: 'abc', type: 1, count: 1 }] }],
    ['a bad type', { items: [{ id: 1, type: 0, count: 1 }] }],
    ['a negative count', { items: [{ id: 1, type: 1, count: -3 }] }],
    [
      'more than 100 items',
      { items: Array.from({ length: 101 }, (_, i) => ({ id: i + 1, type: 1, count: 1 })) },
    ],
    ['no items', {}],
  ])('refuses %s', (_name, body) => {
    expect(CartMultiRequestSchema.safeParse(body).success).toBe(false);
  });
});
