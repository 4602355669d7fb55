/**
 * Where uploaded and generated files live (product images, receipts). The offline default is
 * local disk under DATA_DIR/files served at /files/; an S3-compatible store implements the same.
 */
export interface FileStore {
  put(key: string, body: Uint8Array | string, contentType: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** The URL a browser loads the file from. */
  publicUrl(key: string): string;
}

/**
 * Where customers' own files live (bank-transfer receipts now, other uploads later). Unlike FileStore
 * above, nothing here has a URL: a file is read back only through `get`, by a route that has checked
 * who owns it. Keys are made by `put` (unguessable, see keys.ts) and validated before every use.
 * Every call may throw FileStoreUnavailableError (disk or storage service failed, too slow, not S3).
 */
export interface PrivateFileStore {
  /** 'disk' (the offline default under DATA_DIR) or 's3'. */
  readonly name: string;
  /** Stores the bytes under a fresh key, in `folder` (`receipts`, `receipts/2025`…) when given. */
  put(file: NewPrivateFile, signal?: AbortSignal): Promise<{ key: string }>;
  /** The file at `key`, or null when there is none. */
  get(key: string, signal?: AbortSignal): Promise<StoredFile | null>;
  /** Removes the file at `key`; removing one that is not there is not an error. */
  delete(key: string, signal?: AbortSignal): Promise<void>;
}

export type NewPrivateFile = {
  bytes: Uint8Array;
  /** A bare `type/subtype`, as inspectUpload decided it from the bytes, never the browser's word. */
  contentType: string;
  folder?: string;
};

export type StoredFile = { bytes: Uint8Array; contentType: string };

export class FileStoreUnavailableError extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(`file store unavailable: ${reason}`, options);
    this.name = 'FileStoreUnavailableError';
  }
}

/** A key or folder that is not one `put` could have made: refused before any disk or network use. */
export class InvalidFileKeyError extends Error {
  constructor(what: 'key' | 'folder', value: string) {
    // The value is cut short: it may come from a request and must not flood a log line.
    super(`not a valid private file ${what}: ${JSON.stringify(value.slice(0, 80))}`);
    this.name = 'InvalidFileKeyError';
  }
}
