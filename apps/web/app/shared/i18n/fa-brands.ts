/**
 * The Persian words of the brands page, apart from fa.ts: fa.ts is part of every page's first script,
 * and only the pages that show these load them. Same rules: `as const`, placeholders filled by
 * `format` from fa.ts.
 */
export const faBrands = {
  title: 'برندها',
  heading: 'همهٔ برندها',
  metaDescription: 'برندهای ایرانی و خارجی مواد غذایی، شوینده و کالاهای خانه در سبدینو.',
  empty: 'هنوز برندی ثبت نشده است.',
  count: '{count} برند',
} as const;
