import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FieldError } from '@shop/domain/errors';

/**
 * PostgreSQL cannot store U+0000 in text, so a NUL anywhere in a request used to reach the database
 * and come back as a 500 (issue 16). Registered on the whole /api/v1 scope, before validation, so
 * every route of every module refuses it with a Persian 422 on the field that carried it, whatever
 * its schema says. Walks without recursion: a deeply nested body cannot exhaust the stack.
 */
export function registerTextGuard(scope: FastifyInstance): void {
  scope.addHook('preValidation', (request, _reply, done) => {
    const field = fieldWithNul(request);
    done(field === undefined ? undefined : new FieldError({ [field]: ['textInvalidCharacter'] }));
  });
}

function fieldWithNul(request: FastifyRequest): string | undefined {
  const pending: [string, unknown][] = [
    ['', request.params],
    ['', request.query],
    ['', request.body],
  ];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [path, value] = next;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path || 'body';
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, child] of Object.entries(value)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return childPath.replaceAll('\u0000', '');
        pending.push([childPath, child]);
      }
    }
  }
  return undefined;
}
