// The storefront's URLs for the sitemap. They must equal what apps/web/app/paths.ts builds (the API
// cannot import the web app): keep both in step when a route is renamed.

const segment = (slug: string) => encodeURIComponent(slug);

export const siteUrls = {
  home: () => '/',
  search: () => '/search',
  brands: () => '/brands',
  bundles: () => '/bundles',
  product: (id: number, slug: string) => `/products/${id}/${segment(slug)}`,
  brand: (id: number, slug: string) => `/search/brands/${id}/${segment(slug)}/`,
  bundle: (id: number, slug: string) => `/bundles/${id}/${segment(slug)}`,
  /** paths.ts categoryPath: branch categories open their shelves page, leaves their product list. */
  category: (category: { id: number; slug: string; type: 'branch' | 'leaf' }) =>
    category.type === 'branch'
      ? `/search/categories/${category.id}/${segment(category.slug)}/shelves`
      : `/search/categories/${category.id}/${segment(category.slug)}/`,
};
