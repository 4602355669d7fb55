import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { assertContentType, assertFileKey, newFileKey } from './keys.ts';
import { FileStoreUnavailableError, type PrivateFileStore, type StoredFile } from './port.ts';

/** What is kept beside each file, in `<key>.json`. */
type Sidecar = { contentType: string; size: number };

function isMissing(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}

function unavailable(action: string, error: unknown): FileStoreUnavailableError {
  const code = error instanceof Error && 'code' in error ? String(error.code) : 'failed';
  return new FileStoreUnavailableError(`disk: ${action}: ${code}`, { cause: error });
}

/** Written to a temporary name beside `path`, flushed, then renamed: a reader sees all or nothing. */
async function writeAtomically(path: string, data: Uint8Array | string): Promise<void> {
  const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    const handle = await open(temporary, 'wx', 0o600);
    try {
      await handle.writeFile(data);
      await handle.datasync();
    } finally {
      await handle.close();
    }
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true }).catch(() => undefined);
    throw error;
  }
}

/** Makes the renames in `directory` survive a power cut; best effort where directories cannot be opened. */
async function syncDirectory(directory: string): Promise<void> {
  const handle = await open(directory, 'r').catch(() => null);
  await handle
    ?.sync()
    .catch(() => undefined)
    .finally(() => handle.close());
}

/**
 * Private files on local disk under `root` (the app passes `${DATA_DIR}/private-files`): each file at
 * `<root>/<key>`, its content type in `<root>/<key>.json`. The sidecar is written before the bytes
 * and removed after them, so a file that can be read always has its type. Files are 0600 in 0700
 * folders. `root` must not be a folder any static route serves (DATA_DIR/files is served at /files/).
 */
export function createPrivateDiskStore(root: string): PrivateFileStore {
  const base = resolve(root);
  /** A checked key has no dot and no backslash: joined under base, it stays under base. */
  const pathOf = (key: string) => {
    assertFileKey(key);
    return join(base, ...key.split('/'));
  };

  return {
    name: 'disk',

    async put({ bytes, contentType, folder }) {
      assertContentType(contentType);
      const key = newFileKey(folder);
      const path = pathOf(key);
      const sidecar: Sidecar = { contentType, size: bytes.byteLength };
      try {
        await mkdir(dirname(path), { recursive: true, mode: 0o700 });
        await writeAtomically(`${path}.json`, JSON.stringify(sidecar));
        await writeAtomically(path, bytes);
        await syncDirectory(dirname(path));
      } catch (error) {
        await rm(`${path}.json`, { force: true }).catch(() => undefined);
        throw unavailable('write', error);
      }
      return { key };
    },

    async get(key): Promise<StoredFile | null> {
      const path = pathOf(key);
      try {
        // The sidecar first: a file being deleted, or half written before a crash, reads as none.
        const sidecar = JSON.parse(await readFile(`${path}.json`, 'utf8')) as Partial<Sidecar>;
        if (typeof sidecar.contentType !== 'string') {
          throw new FileStoreUnavailableError(`disk: ${key}.json has no content type`);
        }
        const bytes = await readFile(path);
        return {
          bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
          contentType: sidecar.contentType,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        if (error instanceof FileStoreUnavailableError) throw error;
        throw unavailable('read', error);
      }
    },

    async delete(key) {
      const path = pathOf(key);
      try {
        await rm(path, { force: true });
        await rm(`${path}.json`, { force: true });
      } catch (error) {
        throw unavailable('delete', error);
      }
    },
  };
}
