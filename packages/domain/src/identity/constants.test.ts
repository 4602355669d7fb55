import { describe, expect, it } from 'vitest';
import { mayWriteServerBasket, registerStatus } from './constants.ts';

describe('mayWriteServerBasket: who keeps the basket on the server', () => {
  it.each([
    [registerStatus.withAddress, true],
    [registerStatus.incomplete, false],
    [registerStatus.complete, true],
  ])('register_status %i → %s', (status, expected) => {
    expect(mayWriteServerBasket(status)).toBe(expected);
  });
});
