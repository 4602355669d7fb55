/**
 * The Persian words of the search box's suggestions, apart from fa.ts (part of every page's first
 * script): the list loads when the search box is first focused. Same rules as fa.ts.
 */
export const faSearch = {
  brands: 'برندها',
  categories: 'دسته‌بندی‌ها',
  products: 'محصولات',
  searching: 'در حال جستجو…',
  nothingFound: 'چیزی یافت نشد',
  searchFor: 'جستجوی «{query}»',
  /** Above the suggestions when other words than the typed ones were searched. */
  correctedQuery: 'نتایج «{corrected}» به جای «{query}»',
  failed: 'پیشنهادها بارگیری نشد؛ برای دیدن نتایج، جستجو را بزنید.',
} as const;
