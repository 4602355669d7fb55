import { createHash } from 'node:crypto';
import { AwsV4Signer } from 'aws4fetch';
import { assertContentType, assertFileKey, newFileKey } from './keys.ts';
import { FileStoreUnavailableError, type PrivateFileStore, type StoredFile } from './port.ts';

export type S3Options = {
  /** `https://s3.eu-central-1.amazonaws.com`, MinIO's `http://127.0.0.1:9000`…; objects are `{endpoint}/{bucket}/{key}`. */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  /** A secret: never logged nor put in an error. */
  secretAccessKey: string;
  region?: string;
  /** A store that does not answer in time counts as unavailable. */
  timeoutMs?: number;
};

type Answer = { status: number; headers: Headers; body: Uint8Array };

/** S3's error code (`<Code>NoSuchKey</Code>`), when the body is one of its XML errors. */
function errorCodeOf(body: Uint8Array): string | null {
  const text = new TextDecoder().decode(body.subarray(0, 4096));
  if (!text.includes('<Error>')) return null;
  const code = /<Code>([A-Za-z0-9.]{1,64})<\/Code>/.exec(text)?.[1];
  return code ?? null;
}

/** What went wrong, in words that name S3's code but never a key or a body (no secret can leak). */
function problemOf(method: string, answer: Answer): string {
  const code = errorCodeOf(answer.body);
  if (answer.status >= 500) return `${method}: S3 answered HTTP ${answer.status}${code ? ` (${code})` : ''}`;
  if (code) return `${method}: S3 refused with ${code} (HTTP ${answer.status})`;
  return `${method}: the answer is not S3's (HTTP ${answer.status}${answer.headers.has('etag') ? '' : ', no ETag'})`;
}

/**
 * An S3-compatible object store (AWS, MinIO, ArvanCloud…), path-style, requests signed with AWS
 * Signature Version 4 by aws4fetch, the body's SHA-256 signed too so the store rejects a changed one.
 * Only a stored object is believed: a 2xx without an ETag (a proxy's page, a wrong endpoint) is no
 * answer, and a 404 means "no such file" only when S3 says NoSuchKey (NoSuchBucket is a broken setup).
 * Redirects are refused: a moved endpoint would be sent signed requests it should not get.
 */
export function createS3Store(options: S3Options): PrivateFileStore {
  const { bucket, accessKeyId, secretAccessKey } = options;
  const endpoint = options.endpoint.replace(/\/+$/, '');
  const region = options.region ?? 'us-east-1';
  const timeoutMs = options.timeoutMs ?? 10_000;

  async function send(
    method: 'PUT' | 'GET' | 'DELETE',
    key: string,
    signal: AbortSignal | undefined,
    upload?: { bytes: Uint8Array; contentType: string },
  ): Promise<Answer> {
    assertFileKey(key);
    const headers: Record<string, string> = {
      // The payload's hash, not UNSIGNED-PAYLOAD: S3 refuses a body that was changed on the way.
      'x-amz-content-sha256': createHash('sha256')
        .update(upload?.bytes ?? new Uint8Array())
        .digest('hex'),
    };
    if (upload) headers['content-type'] = upload.contentType;
    const signed = await new AwsV4Signer({
      method,
      url: `${endpoint}/${bucket}/${key}`,
      headers,
      accessKeyId,
      secretAccessKey,
      service: 's3',
      region,
    }).sign();
    const timeout = AbortSignal.timeout(timeoutMs);
    const both = signal ? AbortSignal.any([timeout, signal]) : timeout;
    try {
      const response = await fetch(signed.url, {
        method,
        headers: signed.headers,
        // The bytes as fetch's BodyInit types them (an ArrayBuffer-backed view; ours always is).
        ...(upload ? { body: upload.bytes as Uint8Array<ArrayBuffer> } : {}),
        redirect: 'error',
        signal: both,
      });
      // The body is read under the same deadline: a store may send its headers and then stall.
      const body = new Uint8Array(await response.arrayBuffer());
      return { status: response.status, headers: response.headers, body };
    } catch (error) {
      const reason = timeout.aborted
        ? `no answer in ${timeoutMs} ms`
        : signal?.aborted
          ? 'the caller gave up waiting'
          : 'S3 unreachable';
      throw new FileStoreUnavailableError(`${method}: ${reason}`, { cause: error });
    }
  }

  return {
    name: 's3',

    async put({ bytes, contentType, folder }, signal) {
      assertContentType(contentType);
      const key = newFileKey(folder);
      const answer = await send('PUT', key, signal, { bytes, contentType });
      if (answer.status !== 200 || !answer.headers.has('etag')) {
        throw new FileStoreUnavailableError(problemOf('PUT', answer));
      }
      return { key };
    },

    async get(key, signal): Promise<StoredFile | null> {
      const answer = await send('GET', key, signal);
      if (answer.status === 404 && errorCodeOf(answer.body) === 'NoSuchKey') return null;
      if (answer.status !== 200 || !answer.headers.has('etag')) {
        throw new FileStoreUnavailableError(problemOf('GET', answer));
      }
      const contentType = answer.headers.get('content-type')?.split(';')[0]?.trim();
      return { bytes: answer.body, contentType: contentType || 'application/octet-stream' };
    },

    async delete(key, signal) {
      const answer = await send('DELETE', key, signal);
      // S3 answers 204 whether or not the key existed (a 200 page is someone else's); some compatible
      // stores say NoSuchKey instead.
      if (answer.status === 204) return;
      if (answer.status === 404 && errorCodeOf(answer.body) === 'NoSuchKey') return;
      throw new FileStoreUnavailableError(problemOf('DELETE', answer));
    },
  };
}
