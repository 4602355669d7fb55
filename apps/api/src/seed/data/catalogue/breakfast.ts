import { size, type TopDef } from '../define.ts';

// One top-level category of the demo catalogue (pantry; seed/data/catalogue-pantry.ts lists them).
// Prices are Tehran shelf prices in rials.

export const breakfast: TopDef = {
  name: 'صبحانه',
  icon: 'jar',
  colour: '#f59e0b',
  care: 'پس از باز کردن در ظرف را محکم ببندید و در جای خنک نگهداری کنید.',
  mids: [
    {
      name: 'عسل و مربا',
      icon: 'jar',
      blurb: 'شیرینی طبیعی سفره صبحانه، کنار کره و نان تازه.',
      leaves: [
        {
          name: 'عسل',
          kind: 'jar',
          brands: 'breakfast',
          items: ['عسل طبیعی', 'عسل گون', 'عسل چندگیاه', 'عسل کنار', 'عسل با موم'],
          sizes: [
            size(500, 'گرم', 2_500_000, 5_000_000),
            size(1, 'کیلوگرم', 4_500_000, 9_000_000),
            size(250, 'گرم', 1_300_000, 2_600_000),
          ],
          packaging: 'شیشه',
          shelfLife: ['۲ سال'],
          weight: 1.2,
        },
        {
          name: 'مربا',
          kind: 'jar',
          brands: 'breakfast',
          items: ['مربا'],
          variants: ['آلبالو', 'توت‌فرنگی', 'هویج', 'بالنگ', 'به', 'انجیر', 'گل محمدی'],
          sizes: [size(300, 'گرم', 450_000, 800_000), size(700, 'گرم', 900_000, 1_500_000)],
          packaging: 'شیشه',
          shelfLife: ['۱۸ ماه'],
          weight: 1.2,
        },
      ],
    },
    {
      name: 'شکلات صبحانه و کره بادام‌زمینی',
      icon: 'jar',
      blurb: 'صبحانه‌ای پرانرژی و خوشمزه برای بچه‌ها و بزرگ‌ترها.',
      leaves: [
        {
          name: 'شکلات صبحانه',
          kind: 'jar',
          brands: 'breakfast',
          items: ['شکلات صبحانه فندقی', 'شکلات صبحانه شیری', 'کرم کاکائو'],
          sizes: [size(350, 'گرم', 1_200_000, 2_200_000), size(180, 'گرم', 700_000, 1_200_000)],
          packaging: 'شیشه',
          shelfLife: ['۱۲ ماه'],
        },
        {
          name: 'کره بادام‌زمینی',
          kind: 'jar',
          brands: 'breakfast',
          items: ['کره بادام‌زمینی', 'کره بادام‌زمینی کرانچی', 'کره بادام‌زمینی با عسل'],
          sizes: [size(350, 'گرم', 1_500_000, 2_600_000)],
          packaging: 'ظرف پلاستیکی',
          shelfLife: ['۱۲ ماه'],
          weight: 0.6,
        },
      ],
    },
    {
      name: 'غلات صبحانه',
      icon: 'box',
      blurb: 'غلات برشته و مغذی، سریع و سبک برای صبح‌های پرمشغله.',
      leaves: [
        {
          name: 'کورن‌فلکس',
          kind: 'box',
          brands: 'breakfast',
          items: ['کورن‌فلکس', 'کورن‌فلکس عسلی', 'غلات صبحانه شکلاتی', 'موسلی میوه‌ای'],
          sizes: [size(500, 'گرم', 1_100_000, 1_900_000), size(250, 'گرم', 600_000, 1_050_000)],
          packaging: 'جعبه مقوایی',
          shelfLife: ['۱۲ ماه'],
        },
        {
          name: 'جو دوسر',
          kind: 'box',
          brands: 'breakfast',
          items: ['جو دوسر پرک', 'جو دوسر فوری', 'اوتمیل با کشمش'],
          sizes: [size(500, 'گرم', 700_000, 1_200_000)],
          packaging: 'جعبه مقوایی',
          shelfLife: ['۱۲ ماه'],
          weight: 0.6,
        },
      ],
    },
    {
      name: 'ارده و حلوا ارده',
      icon: 'jar',
      blurb: 'از کنجد مرغوب، سرشار از کلسیم و انرژی؛ یادگار صبحانه‌های سنتی.',
      leaves: [
        {
          name: 'ارده',
          kind: 'jar',
          brands: 'breakfast',
          items: ['ارده کنجد', 'ارده کنجد سیاه', 'ارده شیره'],
          sizes: [size(350, 'گرم', 1_200_000, 2_000_000), size(700, 'گرم', 2_200_000, 3_600_000)],
          packaging: 'شیشه',
          shelfLife: ['۱۲ ماه'],
          weight: 0.6,
        },
        {
          name: 'حلوا ارده',
          kind: 'box',
          brands: 'breakfast',
          items: ['حلوا ارده'],
          variants: ['ساده', 'پسته‌ای', 'کاکائویی', 'رژیمی'],
          sizes: [size(500, 'گرم', 1_200_000, 2_000_000), size(250, 'گرم', 650_000, 1_050_000)],
          packaging: 'ظرف پلاستیکی',
          shelfLife: ['۱۲ ماه'],
          weight: 0.6,
        },
      ],
    },
  ],
};
