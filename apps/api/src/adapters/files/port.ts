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
