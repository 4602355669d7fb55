import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privateFilesFromEnv } from './choose.ts';
import { startFakeS3, type FakeS3 } from './fake-s3.ts';

const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]);
const secret = 'a-secret-that-must-not-show';

let dataDir: string;
let fake: FakeS3;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'choose-files-'));
  fake = await startFakeS3({ bucket: 'receipts', accessKeyId: 'shop', secretAccessKey: secret });
});

afterAll(async () => {
  await fake.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** The message privateFilesFromEnv stops the start with. */
function startupError(env: Record<string, string>): string {
  try {
    privateFilesFromEnv(env, dataDir);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  throw new Error('expected the configuration to be refused');
}

describe('privateFilesFromEnv', () => {
  it('keeps files on disk under DATA_DIR/private-files, never the public DATA_DIR/files', async () => {
    const store = privateFilesFromEnv({}, dataDir);

    const { key } = await store.put({ bytes, contentType: 'application/pdf', folder: 'receipts' });

    expect(store.name).toBe('disk');
    expect(await readdir(dataDir)).toEqual(['private-files']);
    expect(await readdir(join(dataDir, 'private-files', 'receipts'))).toContain(
      key.slice('receipts/'.length),
    );
  });

  it('takes empty variables as not set, as config/env.ts does', () => {
    const env = {
      S3_ENDPOINT: '',
      S3_BUCKET: '',
      S3_ACCESS_KEY_ID: '',
      S3_SECRET_ACCESS_KEY: '',
      S3_REGION: '',
    };
    expect(privateFilesFromEnv(env, dataDir).name).toBe('disk');
  });

  it('uses S3 when S3_ENDPOINT is set, with the region defaulting to us-east-1', async () => {
    const store = privateFilesFromEnv(
      {
        S3_ENDPOINT: fake.endpoint,
        S3_BUCKET: 'receipts',
        S3_ACCESS_KEY_ID: 'shop',
        S3_SECRET_ACCESS_KEY: secret,
      },
      dataDir,
    );

    const { key } = await store.put({ bytes, contentType: 'application/pdf' });

    expect(store.name).toBe('s3');
    expect(fake.objects.get(key)?.contentType).toBe('application/pdf');
    expect(await store.get(key)).toEqual({ bytes, contentType: 'application/pdf' });
  });

  it('names every S3 variable missing beside S3_ENDPOINT', () => {
    expect(startupError({ S3_ENDPOINT: 'https://s3.example' })).toBe(
      [
        'Invalid configuration:',
        '  S3_BUCKET: required with S3_ENDPOINT',
        '  S3_ACCESS_KEY_ID: required with S3_ENDPOINT',
        '  S3_SECRET_ACCESS_KEY: required with S3_ENDPOINT',
      ].join('\n'),
    );
  });

  it('refuses S3 settings without S3_ENDPOINT rather than quietly keeping files on disk', () => {
    expect(startupError({ S3_BUCKET: 'receipts', S3_SECRET_ACCESS_KEY: secret })).toBe(
      'Invalid configuration:\n  S3_ENDPOINT: required with S3_BUCKET, S3_SECRET_ACCESS_KEY',
    );
  });

  it('refuses an endpoint that is not http(s) and a bucket name S3 would not take, never echoing a secret', () => {
    const message = startupError({
      S3_ENDPOINT: 'ftp://s3.example',
      S3_BUCKET: 'Receipts_2025',
      S3_ACCESS_KEY_ID: 'shop',
      S3_SECRET_ACCESS_KEY: secret,
    });

    expect(message).toMatch(
      /^Invalid configuration:\n {2}S3_ENDPOINT: .+\n {2}S3_BUCKET: must be a bucket name/,
    );
    expect(message).not.toContain(secret);
  });
});
