import { mkdir, stat, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import type { FileStore } from './port.ts';

export const localFilesUrlPrefix = '/files/';

export function createLocalDiskStore(root: string): FileStore {
  const pathOf = (key: string) => {
    const path = resolve(root, key);
    // Keys come from our code, but a key must never climb out of the store.
    if (!path.startsWith(resolve(root) + sep)) throw new Error(`file key escapes the store: ${key}`);
    return path;
  };
  return {
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, body);
    },
    async exists(key) {
      try {
        return (await stat(pathOf(key))).isFile();
      } catch {
        return false;
      }
    },
    publicUrl: (key) => `${localFilesUrlPrefix}${key}`,
  };
}
