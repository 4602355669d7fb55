import { describe, expect, it } from 'vitest';
import { checkPassword, hashPassword } from './passwords.ts';

describe('passwords', () => {
  it('are hashed with argon2id, salted, and checked', async () => {
    const first = await hashPassword('secret-123');
    const second = await hashPassword('secret-123');
    expect(first).toMatch(/^\$argon2id\$/);
    expect(first).not.toBe(second);
    expect(await checkPassword(first, 'secret-123')).toBe(true);
    expect(await checkPassword(first, 'secret-124')).toBe(false);
  });

  it('never match without a stored hash, or with a broken one', async () => {
    expect(await checkPassword(null, 'anything')).toBe(false);
    expect(await checkPassword('not a hash', 'anything')).toBe(false);
  });
});
