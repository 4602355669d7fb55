import { describe, expect, it } from 'vitest';
import { toCartCommand } from './commands.ts';

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
