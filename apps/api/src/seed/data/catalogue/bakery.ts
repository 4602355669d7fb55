import { size, type TopDef } from '../define.ts';

// One top-level category of the demo catalogue (fresh; seed/data/catalogue-fresh.ts lists them).
// Prices are Tehran shelf prices in rials.

export const bakery: TopDef = {
  name: 'نان و شیرینی',
  icon: 'loaf',
  colour: '#d97706',
  care: 'نان را در کیسه دربسته و دور از رطوبت نگهداری کنید؛ برای ماندگاری بیشتر می‌توانید آن را فریز کنید.',
  mids: [
    {
      name: 'نان',
      icon: 'loaf',
      blurb: 'نان تازه روز که هر صبح از نانوایی به دست شما می‌رسد.',
      leaves: [
        {
          name: 'نان سنتی',
          kind: 'loaf',
          brands: 'bakery',
          items: ['نان لواش', 'نان بربری', 'نان سنگک', 'نان تافتون'],
          variants: ['ساده', 'کنجدی', 'سبوس‌دار'],
          sizes: [size(1, 'عدد', 80_000, 200_000), size(5, 'بسته', 200_000, 450_000)],
          packaging: 'کیسه کاغذی',
          shelfLife: ['۲ روز'],
          weight: 1.5,
        },
        {
          name: 'نان حجیم',
          kind: 'loaf',
          brands: 'bakery',
          items: ['نان تست', 'نان باگت', 'نان همبرگر', 'نان جو'],
          variants: ['سفید', 'سبوس‌دار', 'چندغله'],
          sizes: [size(450, 'گرم', 350_000, 600_000), size(4, 'بسته', 300_000, 500_000)],
          packaging: 'کیسه نایلونی',
          shelfLife: ['۵ روز', '۷ روز'],
        },
      ],
    },
    {
      name: 'شیرینی و کیک',
      icon: 'box',
      blurb: 'شیرینی خانگی و کیک تازه برای پذیرایی از مهمان و عصرانه خانواده.',
      leaves: [
        {
          name: 'شیرینی خشک',
          kind: 'box',
          brands: 'bakery',
          items: ['شیرینی نان‌برنجی', 'شیرینی نخودچی', 'کلوچه فومن', 'شیرینی کشمشی', 'باقلوا'],
          sizes: [size(500, 'گرم', 1_800_000, 3_500_000), size(250, 'گرم', 950_000, 1_800_000)],
          packaging: 'جعبه مقوایی',
          shelfLife: ['۳۰ روز', '۶۰ روز'],
        },
        {
          name: 'کیک خانگی',
          kind: 'loaf',
          brands: 'bakery',
          items: ['کیک یزدی', 'کیک اسفنجی', 'کیک شکلاتی', 'کیک گردویی'],
          sizes: [size(12, 'بسته', 900_000, 1_600_000), size(400, 'گرم', 700_000, 1_200_000)],
          packaging: 'جعبه مقوایی',
          shelfLife: ['۱۴ روز'],
        },
      ],
    },
  ],
};
