import { size, type TopDef } from '../define.ts';

// One top-level category of the demo catalogue (fresh; seed/data/catalogue-fresh.ts lists them).
// Prices are Tehran shelf prices in rials.

export const produce: TopDef = {
  name: 'میوه و سبزی',
  icon: 'fruit',
  colour: '#16a34a',
  care: 'میوه و سبزی را پیش از مصرف با آب سالم بشویید و در قسمت میوه یخچال نگهداری کنید.',
  mids: [
    {
      name: 'میوه',
      icon: 'fruit',
      blurb: 'میوه تازه و دست‌چین که هر روز صبح از میدان مرکزی میوه و تره‌بار تهران تأمین می‌شود.',
      leaves: [
        {
          name: 'میوه فصل',
          kind: 'fruit',
          brands: 'produce',
          items: ['سیب قرمز', 'سیب زرد', 'پرتقال تامسون', 'نارنگی', 'انار', 'خرمالو', 'گلابی', 'هلو'],
          variants: ['درجه‌یک', 'صادراتی'],
          sizes: [size(1, 'کیلوگرم', 600_000, 1_300_000), size(2, 'کیلوگرم', 1_150_000, 2_500_000)],
          packaging: 'سبد یونولیتی',
          shelfLife: ['۷ روز'],
          weight: 2,
        },
        {
          name: 'میوه گرمسیری',
          kind: 'fruit',
          brands: 'produce',
          items: ['موز', 'آناناس', 'کیوی', 'انبه', 'نارگیل'],
          variants: ['درجه‌یک', 'وارداتی'],
          sizes: [size(1, 'کیلوگرم', 900_000, 2_200_000)],
          packaging: 'سبد یونولیتی',
          shelfLife: ['۵ روز'],
          origins: ['اکوادور', 'فیلیپین', 'ایران'],
        },
      ],
    },
    {
      name: 'سبزیجات',
      icon: 'vegetable',
      blurb: 'سبزی تازه، شسته و دسته‌بندی‌شده برای سالاد، خورشت و سبزی خوردن سر سفره.',
      leaves: [
        {
          name: 'سبزی خوردن',
          kind: 'vegetable',
          brands: 'produce',
          items: ['سبزی خوردن', 'سبزی قورمه', 'سبزی آش', 'سبزی کوکو', 'سبزی پلویی'],
          variants: ['تازه', 'خردشده', 'شسته و ضدعفونی‌شده'],
          sizes: [size(400, 'گرم', 250_000, 450_000), size(1, 'کیلوگرم', 550_000, 950_000)],
          packaging: 'کیسه نایلونی',
          shelfLife: ['۳ روز'],
          weight: 1.5,
        },
        {
          name: 'صیفی‌جات',
          kind: 'vegetable',
          brands: 'produce',
          items: ['گوجه‌فرنگی', 'خیار', 'سیب‌زمینی', 'پیاز زرد', 'بادمجان', 'فلفل دلمه‌ای', 'هویج'],
          variants: ['درجه‌یک', 'گلخانه‌ای'],
          sizes: [size(1, 'کیلوگرم', 250_000, 700_000), size(3, 'کیلوگرم', 700_000, 1_900_000)],
          packaging: 'کیسه توری',
          shelfLife: ['۷ روز', '۱۴ روز'],
          weight: 2,
        },
      ],
    },
  ],
};
