import { describe, expect, it } from 'vitest';
import { checkReceipt, receiptKindOf, receiptMaxBytes, sniffReceiptType } from './receipt-file.ts';

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(
    values.flatMap((value) => (typeof value === 'string' ? [...value].map((c) => c.charCodeAt(0)) : [value])),
  );
const png = bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13);
const jpeg = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16, 'JFIF');
const webp = bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 ');
const pdf = bytes('%PDF-1.4\n');

describe('a receipt is judged by its first bytes, as the server judges it', () => {
  it.each([
    ['a PNG', png, 'image/png'],
    ['a JPEG', jpeg, 'image/jpeg'],
    ['a WebP', webp, 'image/webp'],
    ['a PDF', pdf, 'application/pdf'],
    ['a page named receipt.png', bytes('<html><script>alert(1)</script>'), null],
    ['an SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg">'), null],
    ['a RIFF that is not WebP (a WAV)', bytes('RIFF', 0x24, 0, 0, 0, 'WAVEfmt '), null],
    ['a GIF', bytes('GIF89a'), null],
    ['nothing', bytes(), null],
  ])('%s → %s', (_name, head, type) => {
    expect(sniffReceiptType(head)).toBe(type);
  });

  it('takes one of the four kinds up to 5 MB, and previews a PDF as an icon', () => {
    expect(checkReceipt(1234, png)).toEqual({ ok: true, contentType: 'image/png', kind: 'image' });
    expect(checkReceipt(receiptMaxBytes, pdf)).toEqual({
      ok: true,
      contentType: 'application/pdf',
      kind: 'pdf',
    });
    expect(receiptKindOf('image/webp')).toBe('image');
  });

  it('refuses an empty file, one a byte over 5 MB (before its type), and one of another kind', () => {
    expect(checkReceipt(0, png)).toEqual({ ok: false, reason: 'empty' });
    expect(checkReceipt(receiptMaxBytes + 1, png)).toEqual({ ok: false, reason: 'too-large' });
    expect(checkReceipt(receiptMaxBytes + 1, bytes('<html>'))).toEqual({ ok: false, reason: 'too-large' });
    expect(checkReceipt(100, bytes('<html>'))).toEqual({ ok: false, reason: 'type' });
  });
});
