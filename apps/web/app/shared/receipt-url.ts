/**
 * A bank-transfer receipt's address with its upload time (the order's `receipt`): a replaced receipt
 * keeps its URL, so without the time a page could keep showing the old picture. The API ignores it.
 */
export function receiptViewUrl(receipt: { url: string; uploaded_at: string }): string {
  return `${receipt.url}?v=${Date.parse(receipt.uploaded_at)}`;
}
