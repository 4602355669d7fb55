import { ApiError } from '../../shared/api/client.ts';
import { faOrders } from '../../shared/i18n/fa-orders.ts';

/**
 * The toasts of a failed call (spec §8): a 422's every field message, one toast each; otherwise the
 * server's Persian message; no answer at all (the network) or no message says so in Persian.
 */
export function messagesOf(error: unknown): string[] {
  if (!(error instanceof ApiError)) return [faOrders.networkError];
  const message = error.envelope?.message;
  if (typeof message === 'string') return message.trim() ? [message] : [faOrders.genericError];
  const fields = message ? Object.values(message).flat() : [];
  return fields.length > 0 ? fields : [faOrders.genericError];
}

/**
 * A receipt upload's failure: the server's words (422 under `check`, 409, 415, 400), except a 413,
 * which may come from a proxy in front of the shop with no envelope at all: the receipt's own limit.
 */
export function receiptMessagesOf(error: unknown): string[] {
  if (error instanceof ApiError && error.status === 413) return [faOrders.receipt.tooLarge];
  return messagesOf(error);
}
