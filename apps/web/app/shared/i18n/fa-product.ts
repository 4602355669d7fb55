/**
 * The Persian words of the product page, its quick view and what bundles share with them (tabs,
 * sharing), apart from fa.ts: fa.ts is part of every page's first script, and only the pages that show
 * these load them. Same rules: `as const`, placeholders filled by `format` from fa.ts.
 */
export const faProduct = {
  buyBar: 'خرید این کالا',
  // The next slot that can still be booked (issue 46 item 12, decision 091).
  deliveryPromise: 'ارسال از {day} {from} تا {to}',
  deliveryToday: 'امروز',
  deliveryTomorrow: 'فردا',
  // Few left (decision 091): said when the stock is at or below the domain's threshold.
  fewLeft: 'تنها {count} عدد در انبار باقی مانده',
  notFound: 'چنین محصولی دیگر وجود ندارد',
  notFoundBody: 'ممکن است این محصول از فروشگاه برداشته شده باشد. محصولات دیگر را در جستجو ببینید.',
  searchProducts: 'جستجوی محصولات',
  gallery: 'تصاویر محصول',
  showImage: 'نمایش تصویر {number}',
  imageAlt: '{name}، تصویر {number}',
  brandLink: 'همهٔ محصولات برند {name}',
  amount: 'مقدار',
  color: 'رنگ',
  specialSale: 'فروش ویژه',
  specialSaleLeft: '{time} تا پایان فروش ویژه',
  specialSaleEnded: 'فروش ویژه به پایان رسید',
  daysAnd: '{days} روز و',
  features: 'مشخصات محصول',
  about: 'دربارهٔ محصول',
  description: 'توضیحات',
  reviews: 'دیدگاه کاربران',
  similar: 'محصولات مشابه',
  noDescription: 'توضیحی ثبت نشده است.',
  noSimilar: 'مورد مشابهی پیدا نشد.',
  seeDetails: 'مشاهده جزئیات محصول',
  metaDescription: 'خرید آنلاین {name} با بهترین قیمت و ارسال سریع در تهران از سبدینو.',
  share: {
    button: 'اشتراک‌گذاری',
    title: 'اشتراک‌گذاری',
    description: 'نشانی این صفحه را برای دوستانتان بفرستید.',
    link: 'نشانی صفحه',
    copy: 'کپی لینک',
    copied: 'کپی شد',
    copyFailed: 'کپی نشد؛ نشانی را خودتان انتخاب و کپی کنید.',
    whatsapp: 'واتس‌اپ',
    telegram: 'تلگرام',
  },
} as const;
