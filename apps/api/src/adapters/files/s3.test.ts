import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { closedPortUrl } from '../sms/fake-kavenegar.ts';
import { startFakeS3, type FakeS3 } from './fake-s3.ts';
import { FileStoreUnavailableError, InvalidFileKeyError, type PrivateFileStore } from './port.ts';
import { createS3Store, type S3Options } from './s3.ts';

const bucket = 'shop-receipts';
const accessKeyId = 'AKIASHOPTEST0000001';
const secretAccessKey = 'shop/Secret+Key/0123456789abcdefghijklmn';
const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 1, 2, 3, 250, 251]);
const absentKey = `receipts/${'0'.repeat(32)}`;

let fake: FakeS3;
let options: S3Options;
let store: PrivateFileStore;

beforeAll(async () => {
  fake = await startFakeS3({ bucket, accessKeyId, secretAccessKey, region: 'ir-test-1' });
  options = { endpoint: fake.endpoint, bucket, accessKeyId, secretAccessKey, region: 'ir-test-1' };
  store = createS3Store(options);
});

afterAll(async () => {
  await fake.close();
});

beforeEach(() => {
  fake.setMode('ok');
  fake.requests.length = 0;
});

/** The error a call throws, for assertions on its class and message. */
async function failureOf(call: Promise<unknown>): Promise<Error> {
  const error = await call.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof Error)) throw new Error('the call did not throw');
  return error;
}

async function expectUnavailable(call: Promise<unknown>, reason: RegExp): Promise<void> {
  const error = await failureOf(call);
  expect(error).toBeInstanceOf(FileStoreUnavailableError);
  expect(error.message).toMatch(reason);
  expect(error.message).not.toContain(secretAccessKey);
  expect(error.message).not.toContain(accessKeyId);
}

describe('the S3 store', () => {
  it('puts signed bytes at {endpoint}/{bucket}/{key} and gets them back with their type', async () => {
    const { key } = await store.put({ bytes, contentType: 'image/jpeg', folder: 'receipts' });
    const file = await store.get(key);

    expect(key).toMatch(/^receipts\/[0-9a-f]{32}$/);
    expect(file).toEqual({ bytes, contentType: 'image/jpeg' });
    expect(fake.objects.get(key)?.contentType).toBe('image/jpeg');
    expect(fake.requests).toEqual([
      {
        method: 'PUT',
        path: `/${bucket}/${key}`,
        contentType: 'image/jpeg',
        // The body's own hash is signed, so the store refuses a body changed on the way.
        payloadHash: createHash('sha256').update(bytes).digest('hex'),
        refusal: null,
      },
      {
        method: 'GET',
        path: `/${bucket}/${key}`,
        contentType: null,
        payloadHash: expect.any(String),
        refusal: null,
      },
    ]);
    expect(store.name).toBe('s3');
  });

  it('answers null for a key the bucket does not hold', async () => {
    expect(await store.get(absentKey)).toBeNull();
    expect(fake.requests[0]?.refusal).toBeNull();
  });

  it('deletes an object, and deleting one that is gone is no error', async () => {
    const { key } = await store.put({ bytes, contentType: 'application/pdf', folder: 'receipts' });

    await store.delete(key);
    await store.delete(key);

    expect(fake.objects.has(key)).toBe(false);
    expect(await store.get(key)).toBeNull();
    expect(fake.requests.map((request) => request.method)).toEqual(['PUT', 'DELETE', 'DELETE', 'GET']);
  });

  it('puts at the bucket root without a folder, and under fresh keys every time', async () => {
    const first = await store.put({ bytes, contentType: 'image/png' });
    const second = await store.put({ bytes, contentType: 'image/png' });

    expect(first.key).toMatch(/^[0-9a-f]{32}$/);
    expect(second.key).not.toBe(first.key);
    expect(fake.requests[0]?.path).toBe(`/${bucket}/${first.key}`);
  });

  it('takes an endpoint written with a trailing slash', async () => {
    const slashed = createS3Store({ ...options, endpoint: `${fake.endpoint}/` });
    const { key } = await slashed.put({ bytes, contentType: 'image/png' });

    expect(fake.requests[0]?.path).toBe(`/${bucket}/${key}`);
  });
});

describe('a store that refuses the credentials', () => {
  it.each([
    ['a wrong secret', { secretAccessKey: 'not/the/secret' }, /SignatureDoesNotMatch \(HTTP 403\)/],
    ['an unknown access key', { accessKeyId: 'AKIANOTKNOWN' }, /InvalidAccessKeyId \(HTTP 403\)/],
    ['another region', { region: 'us-east-1' }, /AuthorizationHeaderMalformed \(HTTP 400\)/],
  ])('surfaces %s as unavailable, naming S3 code, storing nothing', async (_name, wrong, reason) => {
    const refused = createS3Store({ ...options, ...wrong });
    const before = fake.objects.size;

    await expectUnavailable(refused.put({ bytes, contentType: 'image/png' }), reason);
    await expectUnavailable(refused.get(absentKey), reason);
    await expectUnavailable(refused.delete(absentKey), reason);

    expect(fake.objects.size).toBe(before);
    expect(fake.requests.every((request) => request.refusal !== null)).toBe(true);
  });

  it('keeps out the key id and what S3 says it signed, which its refusal spells out', async () => {
    const refused = createS3Store({ ...options, secretAccessKey: 'not/the/secret' });

    const error = await failureOf(refused.get(absentKey));

    expect(error.message).toBe(
      'file store unavailable: GET: S3 refused with SignatureDoesNotMatch (HTTP 403)',
    );
  });

  it('says a missing bucket is a broken store, not a missing file', async () => {
    const elsewhere = createS3Store({ ...options, bucket: 'no-such-bucket' });
    await expectUnavailable(elsewhere.get(absentKey), /NoSuchBucket \(HTTP 404\)/);
  });
});

describe('an unavailable store', () => {
  const calls: [string, (store: PrivateFileStore, signal?: AbortSignal) => Promise<unknown>][] = [
    ['put', (s, signal) => s.put({ bytes, contentType: 'image/png' }, signal)],
    ['get', (s, signal) => s.get(absentKey, signal)],
    ['delete', (s, signal) => s.delete(absentKey, signal)],
  ];

  it.each(calls)('%s throws on an HTTP 500', async (_name, call) => {
    fake.setMode('server-error');
    await expectUnavailable(call(store), /S3 answered HTTP 500 \(InternalError\)/);
    expect(fake.requests).toHaveLength(1);
  });

  it.each(calls)('%s throws on a 200 page that is not S3 (a wrong endpoint)', async (_name, call) => {
    fake.setMode('not-s3');
    await expectUnavailable(call(store), /not S3's \(HTTP 200, no ETag\)/);
  });

  it.each(calls)('%s throws when the store does not answer in timeoutMs', async (_name, call) => {
    fake.setMode('hang');
    const impatient = createS3Store({ ...options, timeoutMs: 150 });
    const started = Date.now();

    await expectUnavailable(call(impatient), /no answer in 150 ms/);

    expect(Date.now() - started).toBeLessThan(5_000);
    expect(fake.requests).toHaveLength(1);
  });

  it('stops waiting when the caller gives up first', async () => {
    fake.setMode('hang');
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);

    await expectUnavailable(store.get(absentKey, controller.signal), /the caller gave up waiting/);
  });

  it('throws when nothing listens', async () => {
    const down = createS3Store({ ...options, endpoint: await closedPortUrl() });
    await expectUnavailable(down.get(absentKey), /S3 unreachable/);
  });

  it('does not follow a redirect, which would carry a signed request elsewhere', async () => {
    let followed = false;
    const server = createServer((request, response) => {
      if (request.url?.startsWith('/moved')) followed = true;
      response.writeHead(307, { location: `/moved${request.url ?? ''}` });
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const redirecting = createS3Store({ ...options, endpoint: `http://127.0.0.1:${port}` });

    await expectUnavailable(redirecting.get(absentKey), /S3 unreachable/);

    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    expect(followed).toBe(false);
  });
});

describe('keys and types checked before any request', () => {
  it.each([
    '../secret',
    `receipts/../../${'a'.repeat(32)}`,
    `/${'a'.repeat(32)}`,
    `${'a'.repeat(32)}?acl`,
    '',
  ])('refuses the key %j', async (key) => {
    await expect(store.get(key)).rejects.toBeInstanceOf(InvalidFileKeyError);
    await expect(store.delete(key)).rejects.toBeInstanceOf(InvalidFileKeyError);
    expect(fake.requests).toEqual([]);
  });

  it('refuses a folder that climbs, and a content type that could split headers', async () => {
    await expect(
      store.put({ bytes, contentType: 'image/png', folder: '../other-bucket' }),
    ).rejects.toBeInstanceOf(InvalidFileKeyError);
    await expect(
      store.put({ bytes, contentType: 'image/png\r\nx-amz-acl: public-read' }),
    ).rejects.toBeInstanceOf(RangeError);
    expect(fake.requests).toEqual([]);
  });
});
