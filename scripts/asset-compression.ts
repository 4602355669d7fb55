// When a built file is worth sending compressed: one rule for the build (compress-assets.ts) and for
// the benchmarks that count the bytes a page's scripts cost (bench/lib/script-bytes.ts).
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * What `Content-Encoding: br` and `Vary: Accept-Encoding` add to an answer. A compressed form that
 * saves less than this is not written, and the server sends the file as it is.
 */
const encodingHeaderBytes = 48;

/** The file's brotli (quality 11) and gzip (level 9) forms, or null when compressing does not pay. */
export function compressedForms(content: Buffer): { br: Buffer; gz: Buffer } | null {
  const br = brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  if (br.length + encodingHeaderBytes >= content.length) return null;
  return { br, gz: gzipSync(content, { level: 9 }) };
}

/** The bytes the server sends for a built file's body: its brotli form if one is written. */
export function sentBodyBytes(content: Buffer): number {
  return compressedForms(content)?.br.length ?? content.length;
}
