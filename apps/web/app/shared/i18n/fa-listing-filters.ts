/**
 * The words of a listing's filter panel (the sidebar, and the phone's sheet), apart from fa-listing.ts:
 * the panel's code is fetched after the page's first scripts (lazy-filter-panel.tsx), and these with it.
 */
export const faListingFilters = {
  brand: 'برند',
  brandSearch: 'جستجوی نام برند…',
  noBrandFound: 'برندی با این نام پیدا نشد',
  specialSale: 'فقط کالاهای فروش ویژه',
  availableOnly: 'فقط کالاهای موجود',
  shelf: 'قفسه',
  allShelves: 'همهٔ قفسه‌ها',
  price: 'محدودهٔ قیمت',
  priceFrom: 'از',
  priceTo: 'تا',
  priceMinThumb: 'کمترین قیمت',
  priceMaxThumb: 'بیشترین قیمت',
  applyPrice: 'اعمال فیلتر قیمت',
  /** A slider thumb's spoken value. */
  priceValueText: '{price} تومان',
  priceNotANumber: 'قیمت را با رقم بنویسید، مثلاً ۵۰٬۰۰۰.',
  priceMinAboveMax: 'قیمت «از» بیشتر از قیمت «تا» است؛ یکی را تغییر دهید.',
} as const;
