import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sigV4Refusal, type S3Credentials } from './fake-s3-auth.ts';

export type FakeS3Mode = 'ok' | 'server-error' | 'not-s3' | 'hang';

export type FakeS3Object = { bytes: Buffer; contentType: string; etag: string };

export type FakeS3Request = {
  method: string;
  path: string;
  contentType: string | null;
  payloadHash: string | null;
  /** The S3 error code it answered for a bad signature or body, null when it let the request in. */
  refusal: string | null;
};

const messages: Readonly<Record<string, string>> = {
  AccessDenied: 'Access Denied',
  AuthorizationHeaderMalformed: 'The authorization header is malformed.',
  InvalidAccessKeyId: 'The AWS Access Key Id you provided does not exist in our records.',
  InvalidRequest: 'Missing required header for this request: x-amz-content-sha256',
  InvalidURI: "Couldn't parse the specified URI.",
  RequestTimeTooSkewed: 'The difference between the request time and the current time is too large.',
  SignatureDoesNotMatch:
    'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
  XAmzContentSHA256Mismatch: "The provided 'x-amz-content-sha256' header does not match what was computed.",
  NoSuchBucket: 'The specified bucket does not exist',
  NoSuchKey: 'The specified key does not exist.',
  MethodNotAllowed: 'The specified method is not allowed against this resource.',
  InternalError: 'We encountered an internal error. Please try again.',
};

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

function sendError(
  response: ServerResponse,
  status: number,
  code: string,
  extra: Record<string, string> = {},
) {
  const fields = Object.entries({ Code: code, Message: messages[code] ?? code, ...extra })
    .map(([name, value]) => `<${name}>${escapeXml(value)}</${name}>`)
    .join('');
  response.writeHead(status, { 'content-type': 'application/xml' });
  response.end(`<?xml version="1.0" encoding="UTF-8"?>\n<Error>${fields}</Error>`);
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The body's hash must be the one signed, unless the client said it did not sign it. */
function payloadRefusal(declared: string, body: Buffer): string | null {
  if (declared === 'UNSIGNED-PAYLOAD') return null;
  if (!/^[0-9a-f]{64}$/.test(declared)) return 'InvalidRequest';
  return createHash('sha256').update(body).digest('hex') === declared ? null : 'XAmzContentSHA256Mismatch';
}

/**
 * A local stand-in for an S3-compatible store (tests only), on 127.0.0.1 and a free port, path-style
 * (`/{bucket}/{key}`): PUT, GET and DELETE of objects kept in memory, each request's SigV4 signature
 * and body hash checked as S3 checks them (fake-s3-auth.ts), errors as S3's XML. `requests` keeps
 * what it was asked; `setMode` makes it fail the ways a store can (a 500, a page that is not S3's,
 * silence).
 */
export async function startFakeS3(options: {
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region?: string;
  now?: () => Date;
}) {
  const credentials: S3Credentials = {
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region ?? 'us-east-1',
  };
  const now = options.now ?? (() => new Date());
  let mode: FakeS3Mode = 'ok';
  const requests: FakeS3Request[] = [];
  const objects = new Map<string, FakeS3Object>();

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const body = await readBody(request);
    const method = request.method ?? 'GET';
    const path = request.url ?? '/';
    const payloadHash = request.headers['x-amz-content-sha256'];
    const record: FakeS3Request = {
      method,
      path,
      contentType: request.headers['content-type'] ?? null,
      payloadHash: typeof payloadHash === 'string' ? payloadHash : null,
      refusal: null,
    };
    requests.push(record);
    response.setHeader('x-amz-request-id', randomBytes(8).toString('hex').toUpperCase());
    if (mode === 'hang') return; // never answers
    if (mode === 'server-error') return sendError(response, 500, 'InternalError');
    if (mode === 'not-s3') {
      response.writeHead(200, { 'content-type': 'text/html' });
      return response.end('<!doctype html><title>Welcome</title><p>It works!</p>');
    }

    const refusal = sigV4Refusal({ method, url: path, headers: request.headers }, credentials, now());
    const bodyRefusal = refusal ? null : payloadRefusal(record.payloadHash ?? '', body);
    if (refusal || bodyRefusal) {
      record.refusal = refusal?.code ?? bodyRefusal;
      return sendError(response, refusal?.status ?? 400, record.refusal ?? 'AccessDenied', refusal?.details);
    }

    const [bucket = '', ...rest] = decodeURIComponent(path.split('?')[0] ?? '')
      .slice(1)
      .split('/');
    const key = rest.join('/');
    if (bucket !== options.bucket) return sendError(response, 404, 'NoSuchBucket', { BucketName: bucket });
    if (key === '') return sendError(response, 405, 'MethodNotAllowed');
    const stored = objects.get(key);

    if (method === 'PUT') {
      const etag = `"${createHash('md5').update(body).digest('hex')}"`;
      const contentType = record.contentType ?? 'binary/octet-stream';
      objects.set(key, { bytes: body, contentType, etag });
      response.writeHead(200, { etag });
      return response.end();
    }
    if (method === 'GET') {
      if (!stored) return sendError(response, 404, 'NoSuchKey', { Key: key });
      response.writeHead(200, {
        'content-type': stored.contentType,
        'content-length': stored.bytes.length,
        etag: stored.etag,
      });
      return response.end(stored.bytes);
    }
    if (method === 'DELETE') {
      objects.delete(key);
      response.writeHead(204);
      return response.end();
    }
    return sendError(response, 405, 'MethodNotAllowed');
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => sendError(response, 500, 'InternalError'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    setMode(next: FakeS3Mode) {
      mode = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeS3 = Awaited<ReturnType<typeof startFakeS3>>;
