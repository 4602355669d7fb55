import type { PromoDef, PromoTarget } from './content.ts';

// The demo shop's campaign pages (decision 064): one landing showing every kind of block, for the
// season the shop opens in — Yalda, the longest night, when Tehran buys pomegranates and nuts.

export type LandingBlockDef =
  | { type: 'slider' | 'banner'; border?: boolean; promos: readonly PromoDef[] }
  | {
      type: 'media';
      border?: boolean;
      body: string;
      bundleImage: string | null;
      alt: string;
      reverse: boolean;
    }
  | { type: 'shelf_product'; border?: boolean; title: string; leaves: readonly string[] }
  | { type: 'shelf_bundle'; border?: boolean; title: string; bundles: readonly string[] };

export type LandingDef = {
  slug: string;
  title: string;
  description: string;
  blocks: readonly LandingBlockDef[];
};

const yaldaBundle: PromoTarget = { kind: 'bundle', key: 'yalda' };

export const landingDefs: readonly LandingDef[] = [
  {
    slug: 'yalda',
    title: 'جشنواره شب یلدا',
    description:
      'خرید آنلاین انار، آجیل، میوه خشک و شیرینی برای شب یلدا با تخفیف و ارسال همان روز در تهران؛ سبد آماده یلدا را یکجا سفارش دهید.',
    blocks: [
      {
        type: 'slider',
        promos: [
          {
            key: 'landing-yalda',
            title: 'بلندترین شب سال، کنار هم',
            subline: 'انار، هندوانه، آجیل و شیرینی یلدا با ارسال همان روز',
            action: 'سبد یلدا',
            colour: '#9f1239',
            kinds: ['fruit', 'pouch', 'box'],
            target: yaldaBundle,
          },
          {
            key: 'landing-yalda-nuts',
            title: 'آجیل شب یلدا',
            subline: 'پسته، بادام و فندق تازه برای دورهمی',
            action: 'خرید آجیل',
            colour: '#b45309',
            kinds: ['pouch', 'jar', 'pouch'],
            target: { kind: 'category', name: 'آجیل و مغزها' },
          },
        ],
      },
      {
        type: 'media',
        border: true,
        body: '<h2>یلدا را با سبدینو بچینید</h2><p>شب یلدا، آخرین شب پاییز و بلندترین شب سال است؛ شبی که خانواده دور هم جمع می‌شوند، حافظ می‌خوانند و انار و هندوانه و آجیل می‌خورند.</p><p>ما همه‌چیز سفره یلدا را یکجا آماده کرده‌ایم: <strong>سبد یلدا</strong> با میوه فصل، آجیل، میوه خشک و شیرینی، با تخفیف و ارسال همان روز در تهران.</p>',
        bundleImage: 'yalda',
        alt: 'سبد شب یلدا',
        reverse: false,
      },
      {
        type: 'shelf_product',
        title: 'میوه و آجیل یلدایی',
        leaves: ['میوه فصل', 'آجیل و مغزها', 'میوه خشک'],
      },
      {
        type: 'banner',
        promos: [
          {
            key: 'landing-yalda-sweets',
            title: 'شیرینی و شکلات یلدا',
            subline: 'برای پذیرایی از مهمان‌ها',
            action: 'خرید کنید',
            colour: '#7c2d12',
            kinds: ['box', 'bar'],
            target: { kind: 'category', name: 'شیرینی خشک' },
          },
          {
            key: 'landing-yalda-tea',
            title: 'چای و دمنوش شب‌نشینی',
            subline: 'عطر چای تازه‌دم تا صبح',
            action: 'خرید کنید',
            colour: '#9a3412',
            kinds: ['box', 'jar'],
            target: { kind: 'category', name: 'چای و دمنوش' },
          },
        ],
      },
      {
        type: 'media',
        body: '<h2>ارسال همان روز، سر وقت مهمانی</h2><p>سفارش‌هایی که تا ساعت ۱۴ ثبت شوند، همان روز در بازه زمانی دلخواه شما تحویل می‌شوند. سفارش‌های بالای مبلغ ارسال رایگان، بدون هزینه ارسال به دستتان می‌رسد.</p>',
        bundleImage: 'breakfast',
        alt: 'سبد صبحانه',
        reverse: true,
      },
      { type: 'shelf_bundle', title: 'سبدهای آماده', bundles: ['yalda', 'nowruz', 'breakfast'] },
      { type: 'shelf_product', title: 'شیرینی و شکلات', leaves: ['شیرینی خشک', 'شکلات'] },
    ],
  },
];
