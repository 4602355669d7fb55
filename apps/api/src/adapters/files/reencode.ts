import sharp from 'sharp';
import type { AllowedContentType } from './inspect.ts';

// Customers' pictures are decoded and written again before they are kept (issue 46): what is stored is
// only what a decoder saw as the picture, so a file that is also a page or a script (a JPEG with HTML
// after its end, a PNG with junk in a chunk) loses everything but its pixels. Metadata (EXIF with the
// phone's location) goes too; the orientation is applied first.

/** A phone's photo is 12–50 MP; more is a decompression bomb (a 14000×14000 PNG needs ~690 MB to decode). */
export const maxUploadPixels = 50_000_000;
/** A receipt is read by a person: 2,560 px on its longer side is more than enough. */
const maxSide = 2560;

// libvips' threads per operation: at most two, whatever the machine, so one upload cannot take every core.
sharp.concurrency(Math.min(2, sharp.concurrency()));

export type ReencodeResult =
  { ok: true; bytes: Uint8Array } | { ok: false; reason: 'too-large' | 'unreadable' };

/** The picture decoded and encoded again in its own format; a picture that does not decode is refused. */
export async function reencodeImage(
  bytes: Uint8Array,
  contentType: Exclude<AllowedContentType, 'application/pdf'>,
): Promise<ReencodeResult> {
  try {
    const image = sharp(bytes, { limitInputPixels: maxUploadPixels, failOn: 'error' })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true });
    const encoded =
      contentType === 'image/jpeg'
        ? image.jpeg({ quality: 85, mozjpeg: true })
        : contentType === 'image/png'
          ? image.png({ compressionLevel: 9 })
          : image.webp({ quality: 85 });
    return { ok: true, bytes: new Uint8Array(await encoded.toBuffer()) };
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    return { ok: false, reason: /pixel limit/i.test(message) ? 'too-large' : 'unreadable' };
  }
}
