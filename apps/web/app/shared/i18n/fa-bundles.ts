/**
 * The Persian words of bundles (their list, page and the home row), apart from fa.ts:
 * fa.ts is part of every page's first script, and only the pages that show these load them. Same
 * rules: `as const`, placeholders filled by `format` from fa.ts.
 */
export const faBundles = {
  title: 'سبدهای ویژه',
  metaDescription:
    'سبدهای ویژهٔ سبدینو: مجموعه‌ای از کالاهای پرمصرف خانه با تخفیف ویژه و ارسال سریع در تهران.',
  intro: 'چند کالای پرمصرف در یک سبد، با قیمتی کمتر از خرید جداگانه.',
  empty: 'در حال حاضر سبد ویژه‌ای وجود ندارد.',
  startsAt: 'شروع: {date}',
  endsAt: 'پایان: {date}',
  noEnd: 'تا پایان موجودی',
  upcoming: 'به‌زودی',
  startsOn: 'عرضهٔ این سبد از {date} آغاز می‌شود.',
  soldOut: 'تمام شد',
  priceSoon: 'قیمت به‌زودی اعلام می‌شود',
  itemsCount: '{count} کالا',
  itemCount: '{count} عدد',
  contents: 'محتویات سبد',
  product: 'کالا',
  color: 'رنگ',
  count: 'تعداد',
  unitPrice: 'قیمت واحد',
  bundleUnitPrice: 'قیمت در سبد',
  lineTotal: 'جمع',
  total: 'جمع قیمت کالاها',
  bundlePrice: 'قیمت سبد',
  saving: 'سود شما',
  notFound: 'چنین سبدی دیگر وجود ندارد',
  notFoundBody: 'ممکن است زمان این سبد ویژه تمام شده باشد. سبدهای ویژهٔ دیگر را ببینید.',
  allBundles: 'همهٔ سبدهای ویژه',
  similarBundles: 'سبدهای مشابه',
  metaBundle: '{name}؛ {count} کالا در یک سبد با تخفیف ویژه از سبدینو.',
} as const;
