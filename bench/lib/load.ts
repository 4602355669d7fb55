import autocannon from 'autocannon';

export type LoadResult = {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  errors: number;
  bytesPerResponse: number;
};

/** One request of a scenario that is more than a GET of a path: a method, headers, a body. */
export type LoadRequest = {
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
};

/**
 * Drives `connections` concurrent keep-alive clients for `seconds` at paths from `nextPath` (or at
 * whole requests from `nextRequest`). Percentiles are computed from every response time (autocannon's
 * own table has no p95).
 */
export async function runLoad(options: {
  url: string;
  nextPath?: () => string;
  nextRequest?: () => LoadRequest;
  connections?: number;
  seconds?: number;
}): Promise<LoadResult> {
  const next: () => LoadRequest = options.nextRequest ?? (() => ({ path: options.nextPath?.() ?? '/' }));
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((done, fail) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections ?? 100,
        duration: options.seconds ?? 10,
        requests: [
          {
            setupRequest: (request) => {
              const { path, method, headers, body } = next();
              return {
                ...request,
                path,
                ...(method ? { method } : {}),
                ...(headers ? { headers: { ...request.headers, ...headers } } : {}),
                ...(body === undefined ? {} : { body }),
              };
            },
          },
        ],
      },
      (error, finished) => (error ? fail(error) : done(finished)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      times.push(responseTime);
    });
  });
  times.sort((a, b) => a - b);
  const at = (fraction: number) =>
    times[Math.min(times.length - 1, Math.floor(times.length * fraction))] ?? 0;
  return {
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50: round(at(0.5)),
    p95: round(at(0.95)),
    p99: round(at(0.99)),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    bytesPerResponse:
      result.requests.total > 0 ? Math.round(result.throughput.total / result.requests.total) : 0,
  };
}

function round(ms: number): number {
  return Math.round(ms * 10) / 10;
}
