// Category listings as customers narrow them: the filters a category page's sidebar offers (its own
// brands and price range, from GET /api/v1/search/filters), so that most answers hold products, as a
// customer's do. A brand picked from every brand in the shop leaves most categories empty, and an
// empty answer is the cheapest a listing can give.

/** What one category's filter sidebar offers. */
export type CategoryFilters = { id: number; brands: number[]; min: number; max: number };

/** The sidebar of each category, read once through the public API. */
export async function categoryFilters(url: string, categoryIds: number[]): Promise<CategoryFilters[]> {
  const filters: CategoryFilters[] = [];
  for (const id of categoryIds) {
    const response = await fetch(`${url}/api/v1/search/filters?category=${id}`);
    if (!response.ok) throw new Error(`GET search/filters?category=${id}: ${response.status}`);
    const { data } = (await response.json()) as {
      data: { brands: Array<{ id: number }>; price: { min: number; max: number } };
    };
    filters.push({ id, brands: data.brands.map((brand) => brand.id), ...data.price });
  }
  return filters;
}

/**
 * `GET /api/v1/search` paths of a category with, at random, one of its brands (30%, a tenth of those
 * two), a price range inside its own (20%), the special sale (10%), a sort (60%; otherwise the
 * default), on page 1 (60%), 2 (25%) or 3 (15%: the infinite scroll's third screen).
 */
export function filteredListingPaths(categories: CategoryFilters[]): () => string {
  if (categories.length === 0) throw new Error('no categories to list');
  return () => {
    const category = pick(categories);
    const query = new URLSearchParams({ category: String(category.id) });
    if (category.brands.length > 0 && Math.random() < 0.3) {
      const brands = new Set([pick(category.brands)]);
      if (Math.random() < 0.1) brands.add(pick(category.brands));
      query.set('brand', [...brands].join(','));
    }
    if (category.max > category.min && Math.random() < 0.2) {
      // Two points of the slider, in whole thousands of tomans (10,000 rials) as prices are.
      const [low, high] = [point(category), point(category)].sort((a, b) => a - b) as [number, number];
      query.set('min', String(low));
      query.set('max', String(Math.max(high, low + 10_000)));
    }
    if (Math.random() < 0.1) query.set('special_sale', '1');
    if (Math.random() < 0.6) query.set('sortby', String(1 + Math.floor(Math.random() * 5)));
    const roll = Math.random();
    query.set('page', roll < 0.6 ? '1' : roll < 0.85 ? '2' : '3');
    return `/api/v1/search?${query.toString()}`;
  };
}

/** How many of `samples` answers of a listing generator are empty: what the traffic asks of the database. */
export async function emptyAnswers(url: string, nextPath: () => string, samples = 100): Promise<number> {
  let empty = 0;
  for (let sample = 0; sample < samples; sample += 1) {
    const body = (await (await fetch(`${url}${nextPath()}`)).json()) as { data?: unknown[] };
    if (!body.data || body.data.length === 0) empty += 1;
  }
  return empty;
}

function point(category: CategoryFilters): number {
  const rials = category.min + Math.random() * (category.max - category.min);
  return Math.round(rials / 10_000) * 10_000;
}

function pick<T>(list: readonly T[]): T {
  return list[Math.floor(Math.random() * list.length)] as T;
}
