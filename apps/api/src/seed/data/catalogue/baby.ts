import { size, type TopDef } from '../define.ts';

// One top-level category of the demo catalogue (household; seed/data/catalogue-household.ts lists them).
// Prices are Tehran shelf prices in rials.

export const baby: TopDef = {
  name: 'کودک و نوزاد',
  icon: 'bottle',
  colour: '#f472b6',
  care: 'مطابق راهنمای روی بسته و زیر نظر پزشک متخصص کودکان استفاده کنید.',
  mids: [
    {
      name: 'پوشک و دستمال مرطوب',
      icon: 'pouch',
      blurb: 'لایه‌های نرم و پرجذب برای خواب راحت کودک و پوستی خشک و سالم.',
      leaves: [
        {
          name: 'پوشک',
          kind: 'pouch',
          brands: 'baby',
          items: ['پوشک بچه', 'پوشک شورتی'],
          variants: ['سایز ۲', 'سایز ۳', 'سایز ۴', 'سایز ۵'],
          sizes: [size(36, 'بسته', 3_000_000, 5_500_000), size(24, 'بسته', 2_100_000, 3_800_000)],
          packaging: 'نایلون',
          weight: 1.3,
        },
        {
          name: 'دستمال مرطوب',
          kind: 'pouch',
          brands: 'baby',
          items: ['دستمال مرطوب کودک', 'دستمال مرطوب پاک‌کننده'],
          variants: ['بدون الکل', 'با عصاره آلوئه‌ورا', 'بابونه'],
          sizes: [size(70, 'برگ', 250_000, 450_000), size(120, 'برگ', 400_000, 700_000)],
          packaging: 'بسته درب‌دار',
        },
      ],
    },
    {
      name: 'غذای کودک',
      icon: 'can',
      blurb: 'غذای مغذی و متناسب با سن، غنی‌شده با آهن و ویتامین‌های ضروری.',
      leaves: [
        {
          name: 'شیر خشک',
          kind: 'can',
          brands: 'baby',
          items: ['شیر خشک'],
          variants: ['شماره ۱', 'شماره ۲', 'شماره ۳', 'ضدنفخ'],
          sizes: [size(400, 'گرم', 1_000_000, 2_200_000)],
          packaging: 'قوطی فلزی',
          shelfLife: ['۱۸ ماه'],
          features: [{ name: 'گروه سنی', values: ['۰ تا ۶ ماه', '۶ تا ۱۲ ماه', 'بالای ۱ سال'] }],
        },
        {
          name: 'غذای کمکی کودک',
          kind: 'box',
          brands: 'baby',
          items: ['غذای کودک', 'سرلاک', 'پوره میوه کودک'],
          variants: ['گندم و شیر', 'برنج و شیر', 'موز', 'سیب و هویج'],
          sizes: [size(300, 'گرم', 700_000, 1_200_000), size(125, 'گرم', 350_000, 650_000)],
          packaging: 'جعبه مقوایی',
          shelfLife: ['۱۲ ماه'],
          features: [{ name: 'گروه سنی', values: ['از ۶ ماهگی', 'از ۸ ماهگی', 'از ۱۲ ماهگی'] }],
        },
      ],
    },
    {
      name: 'بهداشت کودک',
      icon: 'bottle',
      blurb: 'فرمول بدون اشک و ملایم، مخصوص پوست حساس نوزاد.',
      leaves: [
        {
          name: 'شامپو بچه',
          kind: 'bottle',
          brands: 'baby',
          items: ['شامپو بچه', 'شامپو سر و بدن کودک'],
          variants: ['بدون اشک', 'بابونه', 'جو دوسر'],
          sizes: [size(200, 'میلی‌لیتر', 450_000, 800_000), size(500, 'میلی‌لیتر', 850_000, 1_400_000)],
          packaging: 'بطری پلاستیکی',
        },
        {
          name: 'لوسیون و کرم کودک',
          kind: 'tube',
          brands: 'baby',
          items: ['لوسیون بچه', 'کرم ادرار بچه', 'روغن بچه'],
          sizes: [size(200, 'میلی‌لیتر', 500_000, 900_000), size(50, 'گرم', 300_000, 550_000)],
          packaging: 'تیوب',
          weight: 0.7,
        },
      ],
    },
  ],
};
