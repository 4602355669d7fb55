import type { PeriodicPlan } from '@shop/domain/checkout/periodic-plans';

/** A weekly plan of a product (two of it) and a bundle, for the feature's tests. */
export function weeklyPlan(change: Partial<PeriodicPlan> = {}): PeriodicPlan {
  return {
    id: 7,
    periodic_type: 3,
    next_day: '2025-11-28',
    window: { started_at: '09:00', finished_at: '12:00' },
    destination: 'تهران، خیابان ولیعصر، کوچهٔ بهار',
    posting_title: 'پیک سبدینو',
    payment_port: 5,
    lines: [
      {
        type: 1,
        id: 12,
        name: 'شیر کم‌چرب',
        slug: 'milk-1l',
        image: '/files/seed/v2/milk.png',
        count: 2,
        unit_price: 450_000,
        available: true,
      },
      {
        type: 2,
        id: 12,
        name: 'سبد صبحانه',
        slug: 'breakfast',
        image: '/files/bundle.png',
        count: 1,
        unit_price: 2_100_000,
        available: false,
      },
    ],
    goods_total: 900_000,
    tracking_code: '1234567890',
    ...change,
  };
}
