import { describe, expect, it } from 'vitest';
import { assertContentType, assertFileKey, isFileKey, newFileKey } from './keys.ts';
import { InvalidFileKeyError } from './port.ts';

const name = 'a'.repeat(32);

describe('newFileKey', () => {
  it('makes 32 hex characters (128 random bits), in the folder it is given', () => {
    expect(newFileKey()).toMatch(/^[0-9a-f]{32}$/);
    expect(newFileKey('receipts')).toMatch(/^receipts\/[0-9a-f]{32}$/);
    expect(newFileKey('receipts/2025-06')).toMatch(/^receipts\/2025-06\/[0-9a-f]{32}$/);
  });

  it('never makes the same key twice in 10,000 tries', () => {
    const keys = new Set(Array.from({ length: 10_000 }, () => newFileKey()));
    expect(keys.size).toBe(10_000);
  });

  it.each([
    '',
    '/',
    'receipts/',
    '/receipts',
    '..',
    '../receipts',
    'receipts/..',
    'a//b',
    'Receipts',
    'a.b',
    'a_b',
    '-a',
    'a-',
    'a\\b',
    'a/b/c/d/e',
  ])('refuses the folder %j', (folder) => {
    expect(() => newFileKey(folder)).toThrow(InvalidFileKeyError);
  });
});

describe('isFileKey', () => {
  it.each([name, `receipts/${name}`, `receipts/2025-06/${name}`, `a/b/c/d/${name}`])('takes %s', (key) => {
    expect(isFileKey(key)).toBe(true);
  });

  it.each([
    '',
    name.slice(1),
    `${name}0`,
    name.toUpperCase(),
    `../${name}`,
    `receipts/../${name}`,
    `receipts/../../etc/${name}`,
    `/${name}`,
    `receipts//${name}`,
    `receipts\\${name}`,
    `${name}.json`,
    `${name}/`,
    `a/b/c/d/e/${name}`,
    `receipts%2F..%2F${name}`,
    `receipts/${name}\n`,
  ])('refuses %j', (key) => {
    expect(isFileKey(key)).toBe(false);
    expect(() => assertFileKey(key)).toThrow(InvalidFileKeyError);
  });
});

describe('assertContentType', () => {
  it.each(['image/png', 'application/pdf', 'image/svg+xml', 'application/vnd.ms-excel'])(
    'takes %s',
    (type) => {
      expect(() => assertContentType(type)).not.toThrow();
    },
  );

  it.each(['', 'png', 'image/png; charset=x', 'image/png\r\nx-evil: 1', 'Image/PNG', 'image/'])(
    'refuses %j',
    (type) => {
      expect(() => assertContentType(type)).toThrow(RangeError);
    },
  );
});
