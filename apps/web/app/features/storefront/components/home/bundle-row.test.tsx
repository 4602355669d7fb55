import type { BundleCard } from '@shop/domain/catalogue/schemas';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { faBundles } from '../../../../shared/i18n/fa-bundles.ts';
import { BundleRow } from './bundle-row.tsx';

// The demo catalogue has no upcoming bundle on the home page, so the row's three states are proved here.

const bundle = (id: number, flags: Pick<BundleCard, 'available' | 'is_upcoming'>): BundleCard => ({
  id,
  name: `سبد ${id}`,
  slug: `b-${id}`,
  image: `/files/b-${id}.webp`,
  price: 1_250_000,
  price_by_discount: 990_000,
  started_at: 1_790_000_000,
  expired_at: null,
  products_count: 4,
  rating: null,
  ...flags,
});

/** Each card's markup, by bundle id. */
function cards(bundles: BundleCard[]): Map<number, string> {
  const html = renderToStaticMarkup(
    <MemoryRouter>
      <BundleRow title="سبدهای ویژه" bundles={bundles} />
    </MemoryRouter>,
  );
  const items = html.split('<li>').slice(1);
  return new Map(bundles.map((b, at) => [b.id, items[at] ?? '']));
}

describe("the home page's bundle row", () => {
  const shown = cards([
    bundle(1, { available: true, is_upcoming: false }),
    bundle(2, { available: false, is_upcoming: true }),
    bundle(3, { available: false, is_upcoming: false }),
  ]);

  it('prices a running bundle in tomans, readable', () => {
    const card = shown.get(1) ?? '';
    expect(card).toContain('۹۹٬۰۰۰');
    expect(card).not.toContain('blur-sm');
    expect(card).not.toContain(faBundles.soldOut);
  });

  it("blurs an upcoming bundle's price and says it comes soon, never «sold out»", () => {
    const card = shown.get(2) ?? '';
    expect(card).toContain('blur-sm');
    expect(card).toContain('aria-hidden="true"');
    expect(card).toContain(faBundles.priceSoon);
    expect(card).not.toContain(faBundles.soldOut);
    expect(card).not.toContain('grayscale');
  });

  it('says a sold-out bundle is sold out, its picture greyed', () => {
    const card = shown.get(3) ?? '';
    expect(card).toContain(faBundles.soldOut);
    expect(card).toContain('grayscale');
    expect(card).not.toContain(faBundles.priceSoon);
  });
});
