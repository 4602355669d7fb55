import type { Endpoint } from '../api/endpoint.ts';
import type { catalogueContracts } from './contracts.ts';

// The catalogue module's endpoints for callers (`import * as catalogue from …/endpoints`): method and path,
// typed by their contracts (a method or path that is not the contract's own is a type error). Plain
// constants, so a page's script carries only the endpoints it calls.

type C = typeof catalogueContracts;

export const categoryTree: Endpoint<C['categoryTree']> = { method: 'GET', path: '/categories' };
export const brands: Endpoint<C['brands']> = { method: 'GET', path: '/brands' };
export const search: Endpoint<C['search']> = { method: 'GET', path: '/search' };
export const searchFilters: Endpoint<C['searchFilters']> = { method: 'GET', path: '/search/filters' };
export const searchFiltersData: Endpoint<C['searchFiltersData']> = {
  method: 'GET',
  path: '/search/filters_data',
};
export const suggest: Endpoint<C['suggest']> = { method: 'GET', path: '/search/suggest' };
export const allProducts: Endpoint<C['allProducts']> = { method: 'GET', path: '/products' };
export const product: Endpoint<C['product']> = { method: 'GET', path: '/products/:id' };
export const similarProducts: Endpoint<C['similarProducts']> = {
  method: 'GET',
  path: '/products/:id/similars',
};
export const category: Endpoint<C['category']> = { method: 'GET', path: '/categories/:id' };
export const categoryProducts: Endpoint<C['categoryProducts']> = {
  method: 'GET',
  path: '/categories/:id/products',
};
export const categoryFilters: Endpoint<C['categoryFilters']> = {
  method: 'GET',
  path: '/categories/:id/filter',
};
export const shelves: Endpoint<C['shelves']> = { method: 'GET', path: '/categories/shelves' };
export const categoryShelves: Endpoint<C['categoryShelves']> = {
  method: 'GET',
  path: '/categories/:id/shelves',
};
export const breadcrumb: Endpoint<C['breadcrumb']> = { method: 'GET', path: '/breadcrumb' };
export const brand: Endpoint<C['brand']> = { method: 'GET', path: '/brands/:id' };
export const brandBySlug: Endpoint<C['brandBySlug']> = { method: 'GET', path: '/brands/slug/:slug' };
export const bundles: Endpoint<C['bundles']> = { method: 'GET', path: '/bundles' };
export const bundle: Endpoint<C['bundle']> = { method: 'GET', path: '/bundles/:id' };
export const adminSetInventory: Endpoint<C['adminSetInventory']> = {
  method: 'PUT',
  path: '/admin/products/:id/inventory',
};
