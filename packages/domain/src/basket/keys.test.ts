import { describe, expect, it } from 'vitest';
import { cartKey, parseCartKey } from './keys.ts';

describe('basket keys p-{id} and b-{id}', () => {
  it.each([
    [1, 12, 'p-12'],
    [2, 7, 'b-7'],
  ] as const)('type %i id %i is %s, and reads back', (type, id, key) => {
    expect(cartKey(type, id)).toBe(key);
    expect(parseCartKey(key)).toEqual({ type, id });
  });

  it.each([
    '',
    'p-',
    'p-0',
    'p-01',
    'x-3',
    'P-3',
    'p-3 ',
    'p--3',
    'b-1.5',
    'p-۳',
    'p-2147483648',
    'p-99999999999',
  ])('refuses %j', (key) => expect(parseCartKey(key)).toBeNull());
});
