import * as catalogueEndpoints from '@shop/domain/catalogue/endpoints';
import type { CategoryNode } from '@shop/domain/catalogue/schemas';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fa } from '../i18n/fa.ts';
import { CategoryMenu, menuCategories } from './category-menu.tsx';
import { categoryTree } from './category-tree.ts';

// `GET categories` as the menu asks for it: each test says what it answers.

const call = vi.hoisted(() => vi.fn());
vi.mock('../api/browser-client.ts', () => ({ browserApi: { call } }));

const node = (id: number, name: string, children: CategoryNode[] = []): CategoryNode => ({
  id,
  name,
  slug: `c-${id}`,
  logo: null,
  type: children.length > 0 ? 'branch' : 'leaf',
  children,
});
const tree = [node(1, 'لبنیات', [node(2, 'شیر'), node(3, 'ماست')]), node(4, 'نان')];

const render = (categories: ReturnType<typeof menuCategories>) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <CategoryMenu categories={categories} />
    </MemoryRouter>,
  );

/** Lets the tree's request settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the category menu', () => {
  beforeEach(() => call.mockReset());

  it('draws the top level the page came with, without asking for the tree', () => {
    const html = render(menuCategories(tree));
    expect(html).toContain('لبنیات');
    expect(html).toContain('href="/search/categories/4/c-4/"');
    expect(call).not.toHaveBeenCalled();
  });

  it('says the connection is down, with a retry, when a page without its top level cannot load the tree', async () => {
    call.mockRejectedValueOnce(new Error('offline'));
    categoryTree.load();
    await settle();
    const html = render([]);
    expect(html).toContain(fa.common.connectionDown);
    expect(html).toContain(fa.common.retry);
    expect(html).not.toContain('لبنیات');
  });

  it('draws the whole tree, top level included, once it has arrived', async () => {
    call.mockResolvedValueOnce({ data: tree });
    categoryTree.load(); // the retry
    await settle();
    expect(call).toHaveBeenCalledWith(catalogueEndpoints.categoryTree);
    const html = render([]);
    expect(html).not.toContain(fa.common.connectionDown);
    expect(html).toContain('لبنیات');
    expect(html).toContain('href="/search/categories/4/c-4/"');
  });
});
