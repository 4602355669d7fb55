import { size, type TopDef } from '../define.ts';

// One top-level category of the demo catalogue (household; seed/data/catalogue-household.ts lists them).
// Prices are Tehran shelf prices in rials.

export const home: TopDef = {
  name: 'خانه و آشپزخانه',
  icon: 'bulb',
  colour: '#0d9488',
  care: 'پیش از اولین استفاده راهنمای روی بسته را بخوانید و برای شستشو از شوینده‌های ملایم استفاده کنید.',
  mids: [
    {
      name: 'ظروف و نگهداری غذا',
      icon: 'box',
      blurb: 'برای نگهداری منظم و بهداشتی مواد غذایی در یخچال و کابینت.',
      leaves: [
        {
          name: 'ظروف یکبار مصرف',
          kind: 'box',
          brands: 'home',
          items: ['لیوان یکبار مصرف', 'بشقاب یکبار مصرف', 'قاشق و چنگال یکبار مصرف', 'ظرف غذای یکبار مصرف'],
          variants: ['کاغذی', 'گیاهی', 'پلاستیکی'],
          sizes: [size(25, 'بسته', 150_000, 350_000), size(50, 'بسته', 280_000, 600_000)],
          packaging: 'سلفون',
          colours: true,
        },
        {
          name: 'ظرف نگهداری غذا',
          kind: 'box',
          brands: 'home',
          items: ['ظرف نگهداری غذا', 'ظرف فریزری', 'ظرف درب‌دار شیشه‌ای'],
          variants: ['درب قفلی', 'مربعی', 'گرد'],
          sizes: [size(3, 'عدد', 900_000, 2_000_000, 'سری ۳ عددی'), size(1, 'عدد', 350_000, 800_000)],
          packaging: 'جعبه مقوایی',
          colours: true,
          features: [{ name: 'جنس', values: ['پلاستیک فود گرید', 'شیشه پیرکس'] }],
        },
      ],
    },
    {
      name: 'لوازم نظافت',
      icon: 'roll',
      blurb: 'ابزار ساده و کارآمد برای نظافت روزانه خانه و آشپزخانه.',
      leaves: [
        {
          name: 'اسکاج و دستکش',
          kind: 'bar',
          brands: 'home',
          items: ['اسکاج', 'اسکاج سیمی', 'دستکش آشپزخانه', 'دستمال میکروفایبر'],
          sizes: [size(3, 'عدد', 200_000, 400_000), size(1, 'جفت', 250_000, 500_000)],
          packaging: 'سلفون',
          colours: true,
        },
        {
          name: 'کیسه زباله',
          kind: 'roll',
          brands: 'home',
          items: ['کیسه زباله', 'کیسه زباله بندی', 'کیسه زباله معطر'],
          variants: ['کوچک', 'متوسط', 'بزرگ'],
          sizes: [
            size(20, 'عدد', 200_000, 450_000, 'رول ۲۰ عددی'),
            size(50, 'عدد', 450_000, 900_000, 'رول ۵۰ عددی'),
          ],
          packaging: 'رول',
          colours: true,
        },
      ],
    },
    {
      name: 'فویل و سلفون',
      icon: 'roll',
      blurb: 'برای پخت در فر و تازه نگه داشتن غذا در یخچال.',
      leaves: [
        {
          name: 'فویل آلومینیوم',
          kind: 'roll',
          brands: 'home',
          items: ['فویل آلومینیوم', 'فویل آلومینیوم ضخیم'],
          sizes: [size(10, 'متر', 400_000, 800_000), size(25, 'متر', 900_000, 1_600_000)],
          packaging: 'جعبه مقوایی با تیغه برش',
          colours: [{ name: 'بدون رنگ', code: null }],
        },
        {
          name: 'سلفون و کاغذ روغنی',
          kind: 'roll',
          brands: 'home',
          items: ['سلفون غذا', 'کاغذ روغنی', 'کیسه فریزر'],
          sizes: [size(100, 'متر', 350_000, 700_000), size(300, 'متر', 900_000, 1_600_000)],
          packaging: 'جعبه مقوایی با تیغه برش',
          colours: [{ name: 'بدون رنگ', code: null }],
          weight: 0.7,
        },
      ],
    },
    {
      name: 'لامپ و باتری',
      icon: 'bulb',
      blurb: 'روشنایی کم‌مصرف و انرژی مطمئن برای وسایل خانه.',
      leaves: [
        {
          name: 'لامپ',
          kind: 'bulb',
          brands: 'home',
          items: ['لامپ ال‌ای‌دی', 'لامپ حبابی ال‌ای‌دی', 'لامپ شمعی ال‌ای‌دی'],
          variants: ['۷ وات', '۱۲ وات', '۲۰ وات'],
          sizes: [size(1, 'عدد', 350_000, 800_000, ''), size(2, 'بسته', 650_000, 1_500_000)],
          packaging: 'جعبه مقوایی',
          colours: [
            { name: 'مهتابی', code: '#e0f2fe' },
            { name: 'آفتابی', code: '#fde68a' },
          ],
          features: [{ name: 'سرپیچ', values: ['E27', 'E14'] }],
        },
        {
          name: 'باتری',
          kind: 'bar',
          brands: 'home',
          items: ['باتری قلمی', 'باتری نیم‌قلمی', 'باتری قلمی شارژی'],
          variants: ['آلکالاین', 'معمولی'],
          sizes: [size(4, 'بسته', 300_000, 700_000), size(2, 'بسته', 180_000, 400_000)],
          packaging: 'بلیستر',
          weight: 0.7,
        },
      ],
    },
  ],
};
