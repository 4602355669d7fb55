import type { CountRefusal } from '@shop/domain/basket/limits';
import { formatNumberFa } from '@shop/domain/money';
import { ApiError } from '../../shared/api/client.ts';
import { fa, format } from '../../shared/i18n/fa.ts';

/** The spec's fallback when an answer carries no message at all (storefront.md §8). */
const genericCode = 'E8767';

type LimitDetails = { max_count?: number; left?: number };

function serverMessage(error: ApiError): string | null {
  const message = error.envelope?.message;
  if (typeof message === 'string') return message.trim() || null;
  // A 422 words each field; the first sentence says enough for a toast.
  const first = message ? Object.values(message).flat()[0] : undefined;
  return first ?? null;
}

/** "406 = server message plus the limit message": how many may be bought, from the answer's details. */
function limitMessage(error: ApiError): string | null {
  const details = error.envelope?.extra_data.details as LimitDetails | undefined;
  const limit = details?.left ?? details?.max_count;
  return limit && limit > 0 ? format(fa.basket.maxAllowed, { count: formatNumberFa(limit) }) : null;
}

/**
 * The toast text of a failed basket write (storefront.md §8): 409 the purchase limit (or the server's
 * own words, e.g. a full basket); 404 the server's message; 406 the server's message and the limit;
 * anything else the server's message; no message at all «خطا: E8767». A network failure says so.
 */
export function basketErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return fa.basket.networkError;
  const message = serverMessage(error);
  if (error.status === 409) return message ?? fa.basket.limitReached;
  if (error.status === 406 && message) {
    const limit = limitMessage(error);
    return limit ? `${message} ${limit}` : message;
  }
  return message ?? format(fa.basket.genericError, { code: genericCode });
}

/** One toast per line: a second failure on the same line replaces the first (no duplicates). */
export function basketErrorToastId(key: string): string {
  return `basket-error-${key}`;
}

/** The local basket's refusals, in the same words as the server's (a guest's basket has no server). */
export function refusalMessage(refusal: CountRefusal): string {
  if (refusal.code === 'OUT_OF_STOCK') return fa.basket.outOfStock;
  if (refusal.code === 'NOT_ENOUGH_STOCK') {
    return format(fa.basket.notEnoughStock, { left: formatNumberFa(refusal.left) });
  }
  return fa.basket.limitReached;
}
