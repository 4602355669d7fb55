import { describe, expect, it } from 'vitest';
import {
  AllProductsQuerySchema,
  BreadcrumbQuerySchema,
  CategoryFilterQuerySchema,
  CategoryProductListQuerySchema,
  SlugParamsSchema,
} from './requests.ts';

const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.success ? [] : (result.error?.issues ?? []).map((issue) => issue.path.join('.') || 'keys');

describe('catalogue request schemas', () => {
  it.each([
    {
      name: 'all products: page and sort',
      schema: AllProductsQuerySchema,
      input: { page: '۲', sortby: '3' },
      ok: true,
    },
    { name: 'all products: no filters', schema: AllProductsQuerySchema, input: { q: 'شیر' }, ok: false },
    {
      name: 'category listing: filters',
      schema: CategoryProductListQuerySchema,
      input: { brand: '1,2', min: '100' },
      ok: true,
    },
    {
      name: 'category listing: no category',
      schema: CategoryProductListQuerySchema,
      input: { category: '2' },
      ok: false,
    },
    {
      name: 'category listing: min above max',
      schema: CategoryProductListQuerySchema,
      input: { min: '9', max: '1' },
      ok: false,
    },
    { name: 'category filters: no page', schema: CategoryFilterQuerySchema, input: { page: '1' }, ok: false },
    {
      name: 'category filters: min above max',
      schema: CategoryFilterQuerySchema,
      input: { min: '9', max: '1' },
      ok: false,
    },
    {
      name: 'breadcrumb of a category',
      schema: BreadcrumbQuerySchema,
      input: { id: '12', module: 'category' },
      ok: true,
    },
    {
      name: 'breadcrumb of anything else',
      schema: BreadcrumbQuerySchema,
      input: { id: '12', module: 'product' },
      ok: false,
    },
    { name: 'a Persian slug', schema: SlugParamsSchema, input: { slug: 'میهن' }, ok: true },
    { name: 'a blank slug', schema: SlugParamsSchema, input: { slug: '  ' }, ok: false },
  ])('$name', ({ schema, input, ok }) => {
    expect(schema.safeParse(input).success).toBe(ok);
  });

  it('reports min above max on min', () => {
    expect(issuesOf(CategoryProductListQuerySchema.safeParse({ min: '9', max: '1' }))).toEqual(['min']);
  });

  it('defaults the page to 1 and reads Persian digits', () => {
    expect(AllProductsQuerySchema.parse({})).toEqual({ page: 1 });
    expect(AllProductsQuerySchema.parse({ page: '۳' })).toEqual({ page: 3 });
  });
});
