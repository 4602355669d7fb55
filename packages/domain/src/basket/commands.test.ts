import { describe, expect, it } from 'vitest';
import { cartWriteBody, toCartCommand } from './commands.ts';
import { cartItemType } from './constants.ts';
import { CartWriteRequestSchema } from './schemas.ts';

describe('toCartCommand: the spec-shaped cart body read as a command', () => {
  it.each([
    [
      { type: 1, count: 2, add: 1 },
      { kind: 'add', count: 2 },
    ],
    [
      { type: 1, count: 3, add: 0 },
      { kind: 'set', count: 3 },
    ],
    [
      { type: 2, add: 1 },
      { kind: 'add', count: 1 },
    ],
    [{ type: 1, _method: 'PUT' }, { kind: 'delete' }],
    [
      { type: 1, _method: 'PUT', count: 1 },
      { kind: 'subtract', count: 1 },
    ],
  ] as const)('%j is %j', (body, command) => {
    expect(toCartCommand(body)).toEqual(command);
  });
});

describe('cartWriteBody: the body that asks for a command, read back as the same command', () => {
  it.each([
    [{ kind: 'add', count: 2 }],
    [{ kind: 'add', count: 1 }],
    [{ kind: 'set', count: 5 }],
    [{ kind: 'subtract', count: 3 }],
    [{ kind: 'delete' }],
  ] as const)('%j', (command) => {
    for (const type of [cartItemType.product, cartItemType.bundle]) {
      const body = cartWriteBody(type, command);
      expect(CartWriteRequestSchema.parse(body)).toEqual(body);
      expect(toCartCommand(CartWriteRequestSchema.parse(body))).toEqual(command);
    }
  });
});
