import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { defaultMaxUploadBytes, inspectUpload } from './inspect.ts';

// Real 1×1 pictures as sharp encodes them, and the start of a one-page PDF.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWM4IScHAAK2AQVhu1gcAAAAAElFTkSuQmCC',
  'base64',
);
const jpeg = Buffer.from(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABAb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCOACqH/9k=',
  'base64',
);
const webp = Buffer.from(
  'UklGRjYAAABXRUJQVlA4ICoAAACQAQCdASoBAAEAAsBMJaACdLoAA5gA/u2QP4hd7G2//PTP62/j/xkAAAA=',
  'base64',
);
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n' +
    '2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj\n' +
    '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 72 72]>> endobj\n' +
    'trailer <</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);
const pngSignature = png.subarray(0, 8);
/** The signature and the 25-byte IHDR chunk: what a PNG must start with. */
const pngHeader = png.subarray(0, 33);

/** An 8-byte PNG chunk of `type` with zeroed data and CRC (file-type does not check CRCs). */
const chunk = (type: string, length = 8) =>
  Buffer.concat([Buffer.from([0, 0, 0, length]), Buffer.from(type, 'latin1'), Buffer.alloc(length + 4)]);

describe('inspectUpload', () => {
  it('has real pictures as fixtures (sharp decodes them)', async () => {
    const formats = await Promise.all(
      [png, jpeg, webp].map(async (bytes) => (await sharp(bytes).metadata()).format),
    );
    expect(formats).toEqual(['png', 'jpeg', 'webp']);
  });

  it.each([
    ['PNG', png, 'image/png', 'png'],
    ['JPEG', jpeg, 'image/jpeg', 'jpg'],
    ['WebP', webp, 'image/webp', 'webp'],
    ['PDF', pdf, 'application/pdf', 'pdf'],
  ])('accepts a %s by its content', async (_name, bytes, contentType, extension) => {
    expect(await inspectUpload(bytes)).toEqual({ ok: true, contentType, extension });
  });

  // Nothing but bytes goes in: a file named receipt.jpg or sent as image/png is judged by what it is.
  it.each([
    ['an HTML page', Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>')],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    [
      'an SVG with an XML declaration',
      Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'),
    ],
    ['a Windows executable', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(126), Buffer.from('PE\0\0')])],
    ['a text that says it is a PNG', Buffer.from('image/png\nthis is really a receipt, trust me')],
    ['a GIF (a picture, but not allowed)', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')],
    ['an animated PNG (APNG)', Buffer.concat([pngHeader, chunk('acTL'), chunk('IDAT')])],
    [
      'a PNG signature followed by text, with no image header',
      Buffer.concat([pngSignature, Buffer.from('<html>')]),
    ],
  ])('refuses %s', async (_name, bytes) => {
    expect(await inspectUpload(bytes)).toEqual({ ok: false, reason: 'type-not-allowed' });
  });

  it('accepts a real PNG start followed by junk: it sniffs how a file starts, it does not decode it', async () => {
    const junk = Buffer.concat([pngHeader, Buffer.from('<html><script>alert(1)</script></html>')]);

    expect(await inspectUpload(junk)).toEqual({ ok: true, contentType: 'image/png', extension: 'png' });
  });

  it('refuses an empty file', async () => {
    expect(await inspectUpload(new Uint8Array())).toEqual({ ok: false, reason: 'empty' });
  });

  it('takes up to 5 MiB by default and refuses a byte more', async () => {
    const padded = (size: number) => Buffer.concat([png, Buffer.alloc(size - png.length)]);

    expect(defaultMaxUploadBytes).toBe(5 * 1024 * 1024);
    expect(await inspectUpload(padded(defaultMaxUploadBytes))).toMatchObject({ ok: true });
    expect(await inspectUpload(padded(defaultMaxUploadBytes + 1))).toEqual({
      ok: false,
      reason: 'too-large',
    });
  });

  it('refuses by size before type, with the limit it is given', async () => {
    expect(await inspectUpload(Buffer.alloc(2_000, 1), { maxBytes: 1_000 })).toEqual({
      ok: false,
      reason: 'too-large',
    });
    expect(await inspectUpload(jpeg, { maxBytes: jpeg.length })).toMatchObject({ ok: true });
  });
});
