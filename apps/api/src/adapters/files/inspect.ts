import { fileTypeFromBuffer } from 'file-type';

/** The types a customer may upload: pictures a phone or a bank's app makes, and PDF statements. */
const allowed = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
} as const;

export type AllowedContentType = keyof typeof allowed;

export type UploadInspection =
  | { ok: true; contentType: AllowedContentType; extension: (typeof allowed)[AllowedContentType] }
  | { ok: false; reason: 'empty' | 'too-large' | 'type-not-allowed' };

export const defaultMaxUploadBytes = 5 * 1024 * 1024;

function isAllowed(mime: string): mime is AllowedContentType {
  return Object.hasOwn(allowed, mime);
}

/**
 * Decides what an upload is from its first bytes (file-type's magic numbers), never from its name or
 * the type the browser declared: those are the sender's word. What it proves is how the file starts,
 * not that the rest is a valid picture: a PNG signature and header followed by junk passes, as does
 * a JPEG's three-byte start. So the route that serves a file back sends the type stored here with
 * `X-Content-Type-Options: nosniff`, and never serves it from the shop's own pages' origin as HTML.
 * An animated PNG (APNG) and GIF, SVG, HTML, executables and plain text are refused.
 */
export async function inspectUpload(
  bytes: Uint8Array,
  options: { maxBytes?: number } = {},
): Promise<UploadInspection> {
  const maxBytes = options.maxBytes ?? defaultMaxUploadBytes;
  if (bytes.byteLength === 0) return { ok: false, reason: 'empty' };
  // Measured before sniffing: a huge body costs nothing more to refuse.
  if (bytes.byteLength > maxBytes) return { ok: false, reason: 'too-large' };
  let detected: { mime: string } | undefined;
  try {
    detected = await fileTypeFromBuffer(bytes);
  } catch {
    // A malformed file that trips the parser is not one of the allowed types.
    detected = undefined;
  }
  if (!detected || !isAllowed(detected.mime)) return { ok: false, reason: 'type-not-allowed' };
  return { ok: true, contentType: detected.mime, extension: allowed[detected.mime] };
}
