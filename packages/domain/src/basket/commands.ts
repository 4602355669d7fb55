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
