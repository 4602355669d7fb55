import { fa } from './fa.ts';

/**
 * The Persian words of listings (search, categories, brands, shelves) and their filters, apart from fa.ts:
 * fa.ts is part of every page's first script, and only the pages that show these load them. Same
 * rules: `as const`, placeholders filled by `format` from fa.ts.
 */
export const faListing = {
  allProducts: 'همهٔ محصولات',
  shelfNotFound: 'قفسه {id} یافت نشد',
  shelfNotFoundBody: 'این قفسه برداشته شده یا نشانی آن اشتباه است. می‌توانید همهٔ محصولات را ببینید.',
  specialSaleTitle: 'کالاهای فروش ویژه',
  searchTitle: 'جستجوی «{query}»',
  searchCrumb: 'جستجو',
  count: '{count} کالا',
  sortLabel: 'مرتب‌سازی:',
  sort: {
    cheapest: 'ارزان‌ترین',
    mostExpensive: 'گران‌ترین',
    bestSelling: 'پرفروش‌ترین',
    newest: 'جدیدترین',
    biggestDiscount: 'بیشترین تخفیف',
  },
  filters: 'فیلترها',
  activeFilters: 'فیلترهای فعال',
  removeFilter: 'حذف فیلتر {name}',
  removeAll: 'حذف همه فیلترها',
  showResults: 'مشاهدهٔ {count} کالا',
  chips: {
    specialSale: 'فروش ویژه',
    availableOnly: 'فقط موجودها',
    shelf: 'قفسهٔ انتخاب‌شده',
    specialShelf: 'پیشنهاد ویژه',
    priceBetween: 'از {min} تا {max} تومان',
    priceFrom: 'از {min} تومان',
    priceUpTo: 'تا {max} تومان',
    brandFallback: 'برند {id}',
  },
  nothingFound: 'چیزی یافت نشد',
  nothingFoundFiltered: 'با فیلتر انتخاب‌شده چیزی یافت نشد',
  nothingFoundHint: 'عبارت دیگری را جستجو کنید یا فیلترها را تغییر دهید.',
  nothingFoundNear: 'شاید دنبال این‌ها هستید',
  nothingFoundCategories: 'دسته‌بندی‌های فروشگاه',
  nothingFoundPopular: 'پرفروش‌ترین‌ها',
  loadingMore: 'در حال بارگذاری محصولات بیشتر…',
  showMore: 'نمایش محصولات بیشتر',
  loadError: fa.common.connectionDown,
  results: 'فهرست محصولات',
  correctedTitle: 'نتایج برای «{corrected}»',
  /** Under the title when the query was typed on an English layout: what was typed, what was searched. */
  correctedNote: '«{query}» با صفحه‌کلید انگلیسی تایپ شده بود؛ نتایج «{corrected}» نمایش داده شده است.',
  /** Under the title when a misspelt word was corrected (decision 66). */
  misspeltNote:
    'منظورتان «{corrected}» بود؟ برای «{query}» چیزی پیدا نشد؛ نتایج «{corrected}» نمایش داده شده است.',
  subCategories: 'زیردسته‌ها',
  allOfCategory: 'همهٔ محصولات {name}',
  seeAll: 'مشاهدهٔ همه',
  noShelves: 'هنوز قفسه‌ای برای این دسته چیده نشده است.',
  brandsCrumb: 'برندها',
  brandHeading: 'معرفی محصولات {brand}',
  brandLogo: 'نشان {brand}',
  more: 'بیشتر',
  less: 'کمتر',
  notFoundLine: 'صفحه‌ای با این نشانی پیدا نشد؛ کالای مورد نظرتان را اینجا جستجو کنید.',
  meta: {
    allDescription: 'همهٔ محصولات سبدینو؛ خرید آنلاین مواد غذایی و کالاهای خانه با ارسال سریع در تهران.',
    searchDescription: 'نتایج جستجوی «{query}» در سبدینو؛ خرید آنلاین با بهترین قیمت و ارسال سریع در تهران.',
    categoryDescription: 'خرید آنلاین {name} با بهترین قیمت و ارسال سریع در تهران از فروشگاه سبدینو.',
    brandDescription: 'خرید آنلاین محصولات {name} با بهترین قیمت و ارسال سریع در تهران از فروشگاه سبدینو.',
  },
} as const;
