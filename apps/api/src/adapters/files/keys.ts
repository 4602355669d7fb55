import { randomBytes } from 'node:crypto';
import { InvalidFileKeyError } from './port.ts';

/**
 * Private file keys: optional folders of lower-case letters, digits and single hyphens, then 32 hex
 * characters (128 random bits). No dot, no backslash, no empty segment, so a key can never climb out
 * of the store's directory or bucket, and it is the same string on disk, in a URL path and in S3.
 */
const segment = '[a-z0-9]+(?:-[a-z0-9]+)*';
const keyPattern = new RegExp(`^(?:${segment}/){0,4}[0-9a-f]{32}$`);
const folderPattern = new RegExp(`^${segment}(?:/${segment}){0,3}$`);
const longestKey = 200;
const bareContentType = /^[a-z]+\/[a-z0-9][a-z0-9.+-]{0,126}$/;

export function isFileKey(key: string): boolean {
  return key.length <= longestKey && keyPattern.test(key);
}

export function assertFileKey(key: string): void {
  if (!isFileKey(key)) throw new InvalidFileKeyError('key', key);
}

/** A fresh, unguessable key in `folder` (checked first). */
export function newFileKey(folder?: string): string {
  const name = randomBytes(16).toString('hex');
  if (folder === undefined) return name;
  if (!folderPattern.test(folder) || folder.length + 33 > longestKey) {
    throw new InvalidFileKeyError('folder', folder);
  }
  return `${folder}/${name}`;
}

/**
 * A content type is kept beside the bytes and sent back as a header: only a bare `type/subtype`
 * (no parameters, no line breaks) is stored.
 */
export function assertContentType(contentType: string): void {
  if (!bareContentType.test(contentType)) {
    throw new RangeError(`not a bare content type: ${JSON.stringify(contentType.slice(0, 80))}`);
  }
}
