import { formatTehranDateTime } from '@shop/domain/tehran-time';
import { faPayments } from '../../shared/i18n/fa-checkout.ts';
import { format } from '../../shared/i18n/fa.ts';

type BankStatus = keyof typeof faPayments.bank;
const bankStatuses = new Set<string>(Object.keys(faPayments.bank));

/** A reservation's deadline as the query carries it; anything that is not a date in a sane range is none. */
function readUntil(raw: string | null): Date | null {
  if (!raw || raw.length > 40) return null;
  const until = new Date(raw);
  const time = until.getTime();
  // A bank transfer is held for a day (decision 054): a date years away is not one the shop wrote.
  return Number.isFinite(time) && Math.abs(time - Date.now()) < 366 * 24 * 3600 * 1000 ? until : null;
}

/**
 * What /payments says, chosen by the query's `status` alone and always in the shop's own words (issue
 * 46, item 26): a `message` in the address is never shown, so a link to the shop's page cannot make it
 * say what someone else wrote. A reservation's deadline is read as a date and written by the shop.
 */
export function paymentResultMessage(query: URLSearchParams): string | null {
  const status = query.get('status') ?? '';
  if (bankStatuses.has(status)) return faPayments.bank[status as BankStatus];
  if (status === 'invoice') return faPayments.invoice;
  if (status === 'paid-from-wallet') return faPayments.wallet;
  if (status === 'reserved') {
    const until = readUntil(query.get('until'));
    return until
      ? format(faPayments.reserved, { until: formatTehranDateTime(until) })
      : faPayments.reservedNoTime;
  }
  return null;
}
