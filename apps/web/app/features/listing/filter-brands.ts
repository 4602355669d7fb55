import { normalizeSearchText } from '@shop/domain/search-text';

/**
 * The brand list's own search box: matches however the name is typed (ي/ی, ك/ک, with or without
 * the ZWNJ, Persian or Latin digits). An empty box keeps every brand.
 */
export function filterBrands<B extends { name: string; slug: string }>(
  brands: readonly B[],
  term: string,
): B[] {
  const needle = normalizeSearchText(term);
  if (needle === '') return [...brands];
  return brands.filter(
    (brand) =>
      normalizeSearchText(brand.name).includes(needle) || normalizeSearchText(brand.slug).includes(needle),
  );
}

/** Checked brands first (in the server's order), so a choice made further down is never out of sight. */
export function selectedFirst<B extends { id: number }>(
  brands: readonly B[],
  selected: readonly number[],
): B[] {
  const isSelected = (brand: B) => selected.includes(brand.id);
  return [...brands.filter(isSelected), ...brands.filter((brand) => !isSelected(brand))];
}
