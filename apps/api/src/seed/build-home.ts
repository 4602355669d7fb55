import type { homeRows } from '../modules/content/tables.ts';
import type { SeedCategory } from './build-shelves.ts';
import type { PromoTarget } from './data/content.ts';

type Ref = { id: number; slug: string };

export type LinkContext = {
  category: (name: string) => SeedCategory | undefined;
  bundle: (key: string) => Ref | undefined;
  brand: (key: string) => Ref | undefined;
};

// The same shapes as apps/web's paths.ts: branch categories open their shelves page, leaves their
// product list, and slugs are percent-encoded.
const segment = (slug: string) => encodeURIComponent(slug);

export function promoLink(target: PromoTarget, ctx: LinkContext): string {
  switch (target.kind) {
    case 'special-sale':
      return '/search?special_sale=1';
    case 'bundles':
      return '/bundles';
    case 'brands':
      return '/brands';
    case 'category': {
      const c = ctx.category(target.name);
      if (!c) return '/search';
      const base = `/search/categories/${c.id}/${segment(c.slug)}/`;
      return c.type === 'branch' ? `${base}shelves` : base;
    }
    case 'bundle': {
      const b = ctx.bundle(target.key);
      return b ? `/bundles/${b.id}/${segment(b.slug)}` : '/bundles';
    }
    case 'brand': {
      const b = ctx.brand(target.key);
      return b ? `/search/brands/${b.id}/${segment(b.slug)}/` : '/brands';
    }
  }
}

export type HomeInput = {
  sliderIds: readonly number[];
  /** In the order of bannerDefs; used two per banner row. */
  bannerIds: readonly number[];
  categories: readonly SeedCategory[];
  /** Leaves whose products sell most, shown after the top-level categories. */
  popularLeafIds: readonly number[];
  customShelfIds: readonly number[];
  bundleIds: readonly number[];
  /** Brands, best-selling first. */
  brandIds: readonly number[];
};

type NewHomeRow = typeof homeRows.$inferInsert;

// Top-level categories for the category strip, in the order a grocery customer scans them.
const STRIP = [
  'لبنیات',
  'میوه و سبزی',
  'مواد پروتئینی',
  'کالاهای اساسی',
  'خواربار',
  'نوشیدنی',
  'تنقلات',
  'شوینده و پاک‌کننده',
];

// Category shelves on the home page: three aisles and one leaf, with the titles shown above them.
const CATEGORY_SHELVES: readonly { name: string; level: 1 | 3; title: string }[] = [
  { name: 'لبنیات', level: 1, title: 'لبنیات تازه' },
  { name: 'میوه و سبزی', level: 1, title: 'میوه و سبزی' },
  { name: 'تنقلات', level: 1, title: 'تنقلات و میان‌وعده' },
  { name: 'برنج ایرانی', level: 3, title: 'برنج ایرانی' },
  { name: 'شوینده و پاک‌کننده', level: 1, title: 'شوینده و پاک‌کننده' },
];

/** The home page, using every row model, in the order a Tehran grocery app lays it out. */
export function buildHomeRows(input: HomeInput): NewHomeRow[] {
  const find = (name: string, level: 1 | 2 | 3) =>
    input.categories.find((c) => c.name === name && c.level === level);
  const strip = STRIP.map((name) => find(name, 1)?.id).filter((id): id is number => id !== undefined);
  const categoryIds = [...new Set([...strip, ...input.popularLeafIds])].slice(0, 12);
  const shelf = (i: number): NewHomeRow | null => {
    const def = CATEGORY_SHELVES[i];
    const category = def ? find(def.name, def.level) : undefined;
    return def && category ? { model: 'shelf_category', title: def.title, ids: [category.id] } : null;
  };
  const banners = (from: number): NewHomeRow | null => {
    const ids = input.bannerIds.slice(from, from + 2);
    return ids.length > 0 ? { model: 'banner', title: null, ids } : null;
  };
  const custom = (i: number): NewHomeRow | null => {
    const id = input.customShelfIds[i];
    return id === undefined ? null : { model: 'custom_shelf', title: null, ids: [id] };
  };
  const rows: (NewHomeRow | null)[] = [
    { model: 'slider', title: null, ids: [...input.sliderIds] },
    { model: 'category', title: 'خرید بر اساس دسته‌بندی', ids: categoryIds },
    { model: 'shelf_special_sale', title: 'پیشنهاد شگفت‌انگیز', ids: [] },
    banners(0),
    shelf(0),
    custom(0),
    shelf(1),
    { model: 'bundle', title: 'سبدهای خرید به‌صرفه', ids: [...input.bundleIds] },
    shelf(2),
    banners(2),
    custom(1),
    shelf(3),
    { model: 'brand', title: 'برندهای محبوب', ids: input.brandIds.slice(0, 16) },
    custom(2),
    shelf(4),
    custom(3),
    banners(4),
  ];
  return rows
    .filter((row): row is NewHomeRow => row !== null)
    .map((row, position) => ({ ...row, position, isActive: true }));
}
