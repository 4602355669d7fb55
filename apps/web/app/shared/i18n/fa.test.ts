import { describe, expect, it } from 'vitest';
import { faAccount } from './fa-account.ts';
import { faAddresses } from './fa-addresses.ts';
import { faBasket } from './fa-basket.ts';
import { faBrands } from './fa-brands.ts';
import { faBundles } from './fa-bundles.ts';
import { faEngagement } from './fa-engagement.ts';
import { faHome } from './fa-home.ts';
import { faInvoice } from './fa-invoice.ts';
import { faListing } from './fa-listing.ts';
import { faListingFilters } from './fa-listing-filters.ts';
import { faPeriodicOrders } from './fa-periodic-orders.ts';
import { faOrders } from './fa-orders.ts';
import { faProduct } from './fa-product.ts';
import { faRewards } from './fa-rewards.ts';
import { faSearch } from './fa-search.ts';
import { faReviews } from './fa-reviews.ts';
import { fa, format } from './fa.ts';

function strings(value: unknown, path = 'fa'): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) =>
    strings(inner, `${path}.${key}`),
  );
}

describe('the Persian catalogue', () => {
  it.each([
    ...strings(fa),
    ...strings(faAccount, 'faAccount'),
    ...strings(faAddresses, 'faAddresses'),
    ...strings(faListing, 'faListing'),
    ...strings(faListingFilters, 'faListingFilters'),
    ...strings(faBundles, 'faBundles'),
    ...strings(faEngagement, 'faEngagement'),
    ...strings(faSearch, 'faSearch'),
    ...strings(faReviews, 'faReviews'),
    ...strings(faBasket, 'faBasket'),
    ...strings(faBrands, 'faBrands'),
    ...strings(faHome, 'faHome'),
    ...strings(faProduct, 'faProduct'),
    ...strings(faPeriodicOrders, 'faPeriodicOrders'),
    ...strings(faOrders, 'faOrders'),
    ...strings(faRewards, 'faRewards'),
    ...strings(faInvoice, 'faInvoice'),
  ])('%s is written in Persian, with no Latin words', (_path, text) => {
    expect(text).toMatch(/[\u0600-\u06FF]/);
    expect(text.replace(/\{\w+\}/g, '')).not.toMatch(/[A-Za-z]/);
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(format('همهٔ محصولات {name}', { name: 'لبنیات' })).toBe('همهٔ محصولات لبنیات');
    expect(format('{a} و {b}', { a: 'یک' })).toBe('یک و {b}');
  });
});
