import { orderStatus } from '@shop/domain/orders/status';

/**
 * How a status label looks (checkout-and-account.md §2 "Orders"): 60 green, 10 info text, 40 info
 * background, 50 blue, 70 muted, any other red. The words are the server's `status_fa`.
 */
export type StatusTone = 'success' | 'info-text' | 'info-background' | 'blue' | 'muted' | 'danger';

export function statusTone(status: number): StatusTone {
  switch (status) {
    case orderStatus.delivered:
      return 'success';
    case orderStatus.awaitingPayment:
      return 'info-text';
    case orderStatus.processing:
      return 'info-background';
    case orderStatus.sent:
      return 'blue';
    case orderStatus.cancelled:
      return 'muted';
    default:
      return 'danger';
  }
}

export const statusToneClass: Readonly<Record<StatusTone, string>> = {
  success: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20',
  'info-text': 'bg-white text-sky-700 ring-sky-600/40',
  'info-background': 'bg-sky-100 text-sky-900 ring-sky-600/20',
  blue: 'bg-blue-600 text-white ring-blue-700',
  muted: 'bg-surface text-muted ring-black/10',
  danger: 'bg-red-50 text-red-700 ring-red-600/20',
};
