import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';

/** Marks the calls a page's loaders make through the in-process transport (not logged twice). */
export const inProcessHeader = 'x-shop-in-process';

/**
 * The header's value that asks for the answer to be handed over as it is (below): known only to this
 * process, so a visitor who sends the header over HTTP still gets their answer's bytes.
 */
export const inProcessSecret = randomUUID();

const keptAnswer = Symbol('in-process answer');
type KeepingResponse = ServerResponse & { [keptAnswer]?: string | Buffer };

/**
 * Hands the in-process transport the answer Fastify wrote (its JSON text, after every hook) instead
 * of letting light-my-request make bytes of it: the emulated response encoded the text to UTF-8
 * twice (its socket's copy and its own), joined the chunks and decoded them back, about 25 µs per
 * KB of Persian JSON. A drawn page's calls carry about 31 KB (the category tree alone 23 KB), so
 * that was over a millisecond of each page (issue 22). Status and headers still travel as before;
 * the emulated body is empty, which nothing else reads.
 */
export function keepAnswerAside(response: ServerResponse): void {
  const end = response.end;
  const keeping = response as KeepingResponse;
  keeping.end = function (this: KeepingResponse, data?: unknown, ...rest: unknown[]) {
    if (typeof data === 'string' || Buffer.isBuffer(data)) {
      this[keptAnswer] = data;
      return Reflect.apply(end, this, rest) as KeepingResponse;
    }
    return Reflect.apply(end, this, [data, ...rest]) as KeepingResponse;
  } as ServerResponse['end'];
}

/** The answer `keepAnswerAside` kept, as text, or undefined when the response was not kept aside. */
export function answerKeptAside(response: unknown): string | undefined {
  const kept = (response as KeepingResponse)[keptAnswer];
  return kept === undefined ? undefined : typeof kept === 'string' ? kept : kept.toString();
}
