import type { CartItemType } from './constants.ts';
import type { CartWriteRequest } from './schemas.ts';

/** What a POST cart/{id} asks for, once its spec-shaped body (`_method`, `add`) is read. */
export type CartCommand =
  | { kind: 'add'; count: number }
  | { kind: 'set'; count: number }
  | { kind: 'delete' }
  | { kind: 'subtract'; count: number };

/** The body has passed CartWriteRequestSchema, which makes count and add required without `_method`. */
export function toCartCommand(body: CartWriteRequest): CartCommand {
  if (body._method === 'PUT') {
    return body.count === undefined ? { kind: 'delete' } : { kind: 'subtract', count: body.count };
  }
  const count = body.count ?? 1;
  return body.add === 0 ? { kind: 'set', count } : { kind: 'add', count };
}

/** The spec-shaped body that asks for `command`: what the web sends, read back by toCartCommand. */
export function cartWriteBody(type: CartItemType, command: CartCommand): CartWriteRequest {
  switch (command.kind) {
    case 'add':
      return { type, count: command.count, add: 1 };
    case 'set':
      return { type, count: command.count, add: 0 };
    case 'subtract':
      return { _method: 'PUT', type, count: command.count };
    case 'delete':
      return { _method: 'PUT', type };
  }
}
