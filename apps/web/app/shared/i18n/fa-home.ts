/**
 * The Persian words of the home page's rows, apart from fa.ts: fa.ts is part of every page's first
 * script, and only the pages that show these load them. Same rules: `as const`, placeholders filled by
 * `format` from fa.ts.
 */
export const faHome = {
  seeAll: 'مشاهدهٔ همه',
  // What a screen reader calls the slider, in place of the English word "carousel".
  carousel: 'اسلایدر تصاویر',
  slides: 'انتخاب اسلاید',
  slide: 'اسلاید {number} از {count}',
  // A slide's call to action: the spec's slide has a title and a link, no button words (issue 46).
  slideAction: 'مشاهده و خرید',
  pauseSlides: 'توقف نمایش خودکار',
  playSlides: 'ادامهٔ نمایش خودکار',
  specialSale: 'پیشنهاد شگفت‌انگیز',
  specialSaleEnded: 'پایان فروش ویژه',
  endsIn: 'زمان باقی‌مانده',
  bundles: 'سبدهای ویژه',
  brands: 'برندهای محبوب',
  categories: 'دسته‌بندی‌ها',
  bundleItems: '{count} کالا',
} as const;
