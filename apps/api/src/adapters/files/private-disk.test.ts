import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrivateDiskStore } from './private-disk.ts';
import { FileStoreUnavailableError, InvalidFileKeyError, type PrivateFileStore } from './port.ts';

const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 0, 255]);

let parent: string;
let root: string;
let store: PrivateFileStore;

beforeAll(async () => {
  parent = await mkdtemp(join(tmpdir(), 'private-disk-'));
  root = join(parent, 'private-files');
  store = createPrivateDiskStore(root);
});

afterAll(async () => {
  await rm(parent, { recursive: true, force: true });
});

/** Every file under `directory`, relative to it. */
async function filesIn(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(directory.length + 1))
    .sort();
}

describe('the private disk store', () => {
  it('gives back the bytes and content type it was given, under a fresh key', async () => {
    const { key } = await store.put({ bytes, contentType: 'image/png', folder: 'receipts' });

    expect(key).toMatch(/^receipts\/[0-9a-f]{32}$/);
    expect(await store.get(key)).toEqual({ bytes, contentType: 'image/png' });
    expect(store.name).toBe('disk');
  });

  it('keeps the bytes at <root>/<key> and the type beside them, with no temporary file left', async () => {
    const { key } = await store.put({ bytes, contentType: 'application/pdf', folder: 'layout' });

    expect(await filesIn(join(root, 'layout'))).toEqual([key.slice(7), `${key.slice(7)}.json`]);
    expect(new Uint8Array(await readFile(join(root, key)))).toEqual(bytes);
    expect(JSON.parse(await readFile(join(root, `${key}.json`), 'utf8'))).toEqual({
      contentType: 'application/pdf',
      size: bytes.length,
    });
  });

  it('lets only the shop read the files: 0600 files in 0700 folders', async () => {
    const { key } = await store.put({ bytes, contentType: 'image/png', folder: 'modes' });

    expect((await stat(join(root, key))).mode & 0o777).toBe(0o600);
    expect((await stat(join(root, `${key}.json`))).mode & 0o777).toBe(0o600);
    expect((await stat(join(root, 'modes'))).mode & 0o777).toBe(0o700);
  });

  it('never gives two files the same key', async () => {
    const keys = await Promise.all(
      Array.from({ length: 20 }, async () => (await store.put({ bytes, contentType: 'image/png' })).key),
    );
    expect(new Set(keys).size).toBe(20);
  });

  it('answers null for a key it never stored', async () => {
    expect(await store.get(`receipts/${'0'.repeat(32)}`)).toBeNull();
  });

  it('deletes a file and its type, and deleting again is no error', async () => {
    const { key } = await store.put({ bytes, contentType: 'image/webp', folder: 'gone' });

    await store.delete(key);
    await store.delete(key);

    expect(await store.get(key)).toBeNull();
    expect(await filesIn(join(root, 'gone'))).toEqual([]);
  });

  it('reads a file whose type is missing (a delete cut short) as none', async () => {
    const { key } = await store.put({ bytes, contentType: 'image/png', folder: 'half' });
    await rm(join(root, `${key}.json`));

    expect(await store.get(key)).toBeNull();
  });

  it('refuses a key that could leave the store before touching the disk', async () => {
    await writeFile(join(parent, 'secret'), 'not yours');
    const escapes = [
      '../secret',
      `../${'a'.repeat(32)}`,
      `receipts/../../${'a'.repeat(32)}`,
      `/${'a'.repeat(32)}`,
    ];

    for (const key of escapes) {
      await expect(store.get(key)).rejects.toBeInstanceOf(InvalidFileKeyError);
      await expect(store.delete(key)).rejects.toBeInstanceOf(InvalidFileKeyError);
    }
    await expect(store.put({ bytes, contentType: 'image/png', folder: '..' })).rejects.toBeInstanceOf(
      InvalidFileKeyError,
    );
    expect(await readFile(join(parent, 'secret'), 'utf8')).toBe('not yours');
  });

  it('refuses a content type that is not a bare type/subtype', async () => {
    await expect(store.put({ bytes, contentType: 'image/png\r\nx: 1' })).rejects.toBeInstanceOf(RangeError);
  });

  it('throws FileStoreUnavailableError when the disk fails, and leaves nothing behind', async () => {
    await writeFile(join(parent, 'a-file'), '');
    const broken = createPrivateDiskStore(join(parent, 'a-file', 'private-files'));

    const error: unknown = await broken
      .put({ bytes, contentType: 'image/png' })
      .catch((thrown: unknown) => thrown);

    expect(error).toBeInstanceOf(FileStoreUnavailableError);
    expect((error as Error).message).toBe('file store unavailable: disk: write: ENOTDIR');
    await expect(broken.get('a'.repeat(32))).rejects.toBeInstanceOf(FileStoreUnavailableError);
  });

  it('throws FileStoreUnavailableError for a type file it cannot read', async () => {
    const { key } = await store.put({ bytes, contentType: 'image/png', folder: 'corrupt' });
    await writeFile(join(root, `${key}.json`), '{"contentType":');

    await expect(store.get(key)).rejects.toBeInstanceOf(FileStoreUnavailableError);
  });
});
