// Files a customer picks in the journeys: a real small PNG (a phone's photo of a receipt, only
// smaller), a real PDF, and a page that lies about being a PNG.

/** A 90×120 PNG drawn like a bank slip (made once with sharp; 224 bytes). */
export const receiptPng = {
  name: 'رسید-واریز.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAFoAAAB4CAMAAABFEhUNAAAADFBMVEWUo7gdTtj///8Wo0qtF1N9AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAeklEQVRoge3UoQHDMADEQNfdf+eSEgsFOCDO3QAPBH58bjNMrwQJQUKQECQECUFizNsM0ytBQpDTgowtTJ8bZDfTIciTnm+afkuQ3UyHIE96vj/T5wfZzXQIEoKEICFICBKCnBbke5HpECQEeWuQ3UyHICFICBKCzNUPIsBFwRKTxfMAAAAASUVORK5CYII=',
    'base64',
  ),
};

/** The smallest PDF a reader opens: one empty page. */
export const receiptPdf = {
  name: 'receipt.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 280]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  ),
};

/** A web page named and typed as a PNG: the browser believes the name, the shop must not. */
export const pageNamedPng = {
  name: 'receipt.png',
  mimeType: 'image/png',
  buffer: Buffer.from('<html><body><script>alert(1)</script></body></html>'),
};

/** One byte over the 5 MB a receipt may weigh, starting like a PNG. */
export const tooLargePng = {
  name: 'big.png',
  mimeType: 'image/png',
  buffer: Buffer.concat([receiptPng.buffer, Buffer.alloc(5 * 1024 * 1024 + 1 - receiptPng.buffer.length)]),
};
