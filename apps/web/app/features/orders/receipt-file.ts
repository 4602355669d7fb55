// A bank-transfer receipt the customer chose, checked in the browser before anything is sent (issue
// 20): the API's own rules (apps/api/src/adapters/files/inspect.ts), 5 MB and JPEG, PNG, WebP or PDF
// judged by the file's first bytes, not its name. A page named receipt.png is refused here with the
// same meaning as the server's 422, and is never drawn as a broken picture.

export const receiptMaxBytes = 5 * 1024 * 1024;

export type ReceiptKind = 'image' | 'pdf';

/** What the first bytes say the file is, among the receipt's four kinds; null for anything else. */
export function sniffReceiptType(head: Uint8Array): string | null {
  const starts = (bytes: readonly number[], at = 0) => bytes.every((byte, i) => head[at + i] === byte);
  const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts(ascii('RIFF')) && starts(ascii('WEBP'), 8)) return 'image/webp';
  if (starts(ascii('%PDF-'))) return 'application/pdf';
  return null;
}

/** How a receipt of this content type is previewed: its picture, or a PDF icon. */
export function receiptKindOf(contentType: string): ReceiptKind {
  return contentType === 'application/pdf' ? 'pdf' : 'image';
}

export type ReceiptCheck =
  | { ok: true; contentType: string; kind: ReceiptKind }
  | { ok: false; reason: 'empty' | 'too-large' | 'type' };

/** The file's size and first bytes against the receipt's rules, size first (no need to read a huge file). */
export function checkReceipt(size: number, head: Uint8Array): ReceiptCheck {
  if (size === 0) return { ok: false, reason: 'empty' };
  if (size > receiptMaxBytes) return { ok: false, reason: 'too-large' };
  const contentType = sniffReceiptType(head);
  if (!contentType) return { ok: false, reason: 'type' };
  return { ok: true, contentType, kind: receiptKindOf(contentType) };
}
