import { size, type TopDef } from '../define.ts';

// One top-level category of the demo catalogue (household; seed/data/catalogue-household.ts lists them).
// Prices are Tehran shelf prices in rials.

export const personal: TopDef = {
  name: 'بهداشت شخصی',
  icon: 'tube',
  colour: '#7c3aed',
  care: 'فقط برای مصرف خارجی است؛ در صورت بروز حساسیت مصرف را قطع کنید و دور از دسترس کودکان نگهداری کنید.',
  mids: [
    {
      name: 'مراقبت مو',
      icon: 'bottle',
      blurb: 'فرمولی ملایم برای شستشوی روزانه و درخشندگی مو.',
      leaves: [
        {
          name: 'شامپو',
          kind: 'bottle',
          brands: 'personal',
          items: ['شامپو'],
          variants: ['موهای معمولی', 'موهای چرب', 'موهای خشک', 'ضدشوره', 'تقویت‌کننده', 'کراتینه'],
          sizes: [size(400, 'میلی‌لیتر', 800_000, 1_500_000), size(200, 'میلی‌لیتر', 450_000, 850_000)],
          packaging: 'بطری پلاستیکی',
          weight: 1.3,
        },
        {
          name: 'نرم‌کننده مو',
          kind: 'bottle',
          brands: 'personal',
          items: ['نرم‌کننده مو', 'ماسک مو'],
          variants: ['آرگان', 'کراتین', 'نارگیل'],
          sizes: [size(400, 'میلی‌لیتر', 900_000, 1_600_000), size(250, 'میلی‌لیتر', 600_000, 1_000_000)],
          packaging: 'بطری پلاستیکی',
          weight: 0.7,
        },
      ],
    },
    {
      name: 'بهداشت دهان و دندان',
      icon: 'tube',
      blurb: 'محافظت روزانه از دندان‌ها و لثه‌ها برای لبخندی سالم.',
      leaves: [
        {
          name: 'خمیردندان',
          kind: 'tube',
          brands: 'personal',
          items: ['خمیردندان'],
          variants: ['سفیدکننده', 'ضدپوسیدگی', 'دندان‌های حساس', 'گیاهی', 'کودک'],
          sizes: [size(100, 'گرم', 350_000, 700_000), size(75, 'میلی‌لیتر', 300_000, 600_000)],
          packaging: 'تیوب',
          weight: 1.2,
        },
        {
          name: 'مسواک',
          kind: 'tube',
          brands: 'personal',
          items: ['مسواک'],
          variants: ['نرم', 'متوسط', 'کودک', 'سیمی'],
          sizes: [size(1, 'عدد', 200_000, 450_000), size(2, 'عدد', 350_000, 750_000)],
          packaging: 'بلیستر',
          colours: true,
        },
      ],
    },
    {
      name: 'شستشوی بدن',
      icon: 'bar',
      blurb: 'پاک‌کنندگی ملایم و رایحه‌ای تازه، بدون خشک کردن پوست.',
      leaves: [
        {
          name: 'صابون',
          kind: 'bar',
          brands: 'personal',
          items: ['صابون', 'صابون گلیسیرینه'],
          variants: ['شیر و عسل', 'گل رز', 'لیمو', 'آنتی‌باکتریال'],
          sizes: [size(100, 'گرم', 80_000, 160_000), size(4, 'بسته', 300_000, 550_000)],
          packaging: 'لفاف کاغذی',
        },
        {
          name: 'شامپو بدن',
          kind: 'bottle',
          brands: 'personal',
          items: ['شامپو بدن', 'ژل دوش', 'مایع دستشویی'],
          variants: ['کرمی', 'نارگیل', 'عسل', 'اقیانوس'],
          sizes: [size(400, 'میلی‌لیتر', 700_000, 1_300_000), size(500, 'میلی‌لیتر', 500_000, 950_000)],
          packaging: 'بطری پلاستیکی',
          weight: 1.2,
        },
      ],
    },
    {
      name: 'دستمال کاغذی',
      icon: 'roll',
      blurb: 'لطیف و پرجذب، از خمیر کاغذ بهداشتی و بدون بو.',
      leaves: [
        {
          name: 'دستمال جعبه‌ای',
          kind: 'box',
          brands: 'paper',
          items: ['دستمال کاغذی', 'دستمال کاغذی دولایه', 'دستمال کاغذی سه‌لایه'],
          sizes: [
            size(100, 'برگ', 350_000, 600_000),
            size(150, 'برگ', 450_000, 800_000),
            size(5, 'بسته', 1_500_000, 2_600_000),
          ],
          packaging: 'جعبه مقوایی',
          weight: 1.2,
        },
        {
          name: 'دستمال توالت',
          kind: 'roll',
          brands: 'paper',
          items: ['دستمال توالت', 'دستمال توالت دولایه'],
          sizes: [size(4, 'رول', 600_000, 1_000_000), size(12, 'رول', 1_700_000, 2_800_000)],
          packaging: 'سلفون',
        },
        {
          name: 'حوله کاغذی',
          kind: 'roll',
          brands: 'paper',
          items: ['حوله کاغذی', 'حوله کاغذی آشپزخانه'],
          sizes: [size(2, 'رول', 500_000, 900_000), size(6, 'رول', 1_400_000, 2_400_000)],
          packaging: 'سلفون',
          weight: 0.7,
        },
      ],
    },
  ],
};
