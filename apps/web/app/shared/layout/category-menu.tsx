import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { CategoryCard, CategoryNode } from '@shop/domain/catalogue/schemas';
import { fa, format } from '../i18n/fa.ts';
import { categoryPath, paths } from '../paths.ts';
import { ChevronEndIcon, CloseIcon, MenuIcon } from '../ui/icons.tsx';
import { categoryTree } from './category-tree.ts';
import { MegaMenu } from './mega-menu.tsx';

/** A top-level category as every page carries it: its subtree comes with the menu (category-tree.ts). */
export type MenuCategory = CategoryCard & { hasChildren: boolean };

/** The top level of the tree, as the root loader sends it with every page. */
export function menuCategories(tree: CategoryNode[]): MenuCategory[] {
  return tree.map(({ children, ...card }) => ({ ...card, hasChildren: children.length > 0 }));
}

/**
 * The category side menu below 1024 px (from 1024 px the mega-menu, mega-menu.tsx, decision 088),
 * with nested levels, in a native <dialog>: focus stays inside and Escape
 * closes it. The server HTML holds the top level only (crawlers follow it, and the sitemap lists every
 * category); a branch's children are rendered when it is first opened, which keeps some 600 elements
 * and 100 KB of markup out of every page's parsing, layout and hydration. The levels below come from
 * `GET categories` when the menu is about to open, not with every page: the whole tree was four
 * fifths of a page's hydration data and took 20–30 ms of the phone's main thread to decode.
 */
export function CategoryMenu({ categories }: { categories: MenuCategory[] }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const location = useLocation();
  useEffect(() => dialog.current?.close(), [location.pathname, location.search]);

  return (
    <>
      <button
        type="button"
        // A finger or pointer on its way to the button starts the subtree's request.
        onPointerEnter={categoryTree.load}
        onPointerDown={categoryTree.load}
        onFocus={categoryTree.load}
        onClick={() => {
          categoryTree.load();
          dialog.current?.showModal();
        }}
        className="flex min-h-11 min-w-11 items-center gap-2 rounded-xl p-2.5 text-sm font-medium hover:bg-surface lg:hidden"
        aria-haspopup="dialog"
        // Below 1280 px the word is hidden and only the icon shows: the button keeps its name.
        aria-label={fa.header.categories}
      >
        <MenuIcon />
        <span className="hidden xl:inline">{fa.header.categories}</span>
      </button>
      <dialog
        ref={dialog}
        aria-label={fa.header.categories}
        onClick={(event) => event.target === dialog.current && dialog.current?.close()}
        className="m-0 ms-0 h-dvh max-h-dvh w-[min(22rem,88vw)] max-w-none bg-white p-0 backdrop:bg-black/40"
        style={{ insetInlineStart: 0, insetInlineEnd: 'auto' }}
      >
        <div className="flex items-center justify-between border-b border-black/5 p-4">
          <h2 className="font-bold">{fa.header.categories}</h2>
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            aria-label={fa.header.closeMenu}
            className="-my-2 -me-2 grid size-11 shrink-0 place-items-center rounded-lg hover:bg-surface"
          >
            <CloseIcon className="size-5" />
          </button>
        </div>
        <nav className="p-2">
          {categories.length === 0 ? (
            // The page came without the menu's top level (the server could not read it): the whole tree
            // is asked for when the menu opens.
            <WholeTree />
          ) : (
            <ul>
              {categories.map((node) =>
                node.hasChildren ? (
                  <CategoryBranch key={node.id} node={node} depth={0}>
                    <TopLevelChildren id={node.id} />
                  </CategoryBranch>
                ) : (
                  <CategoryLeaf key={node.id} node={node} />
                ),
              )}
            </ul>
          )}
        </nav>
      </dialog>
      <MegaMenu categories={categories} />
    </>
  );
}

/** The category tree (`GET categories`), asked for once when first shown, and its list drawn by `draw`. */
function FromTree({ draw }: { draw: (tree: CategoryNode[]) => ReactNode }) {
  const state = useSyncExternalStore(categoryTree.subscribe, categoryTree.current, categoryTree.current);
  useEffect(() => categoryTree.load(), []);
  if (state.status === 'loaded') return draw(state.tree);
  if (state.status === 'failed') {
    return (
      <div role="alert" className="ms-3 px-3 py-2 text-sm">
        <p className="text-muted">{fa.common.connectionDown}</p>
        <button
          type="button"
          onClick={categoryTree.load}
          className="-ms-3 min-h-11 px-3 font-medium text-brand-600"
        >
          {fa.common.retry}
        </button>
      </div>
    );
  }
  return (
    <p role="status" className="ms-3 px-3 py-2 text-sm text-muted">
      {fa.common.loading}
    </p>
  );
}

/** A top-level branch's children, from the tree once it has arrived. */
function TopLevelChildren({ id }: { id: number }) {
  return (
    <FromTree
      draw={(tree) => <CategoryList nodes={tree.find((node) => node.id === id)?.children ?? []} depth={1} />}
    />
  );
}

/** Every level, top included, from the tree once it has arrived. */
function WholeTree() {
  return <FromTree draw={(tree) => <CategoryList nodes={tree} depth={0} flush />} />;
}

function CategoryList({
  nodes,
  depth,
  flush = false,
}: {
  nodes: CategoryNode[];
  depth: number;
  flush?: boolean;
}) {
  return (
    <ul className={flush ? undefined : 'ms-3 border-s border-black/5 ps-2'}>
      {nodes.map((node) =>
        node.children.length > 0 ? (
          <CategoryBranch key={node.id} node={node} depth={depth}>
            <CategoryList nodes={node.children} depth={depth + 1} />
          </CategoryBranch>
        ) : (
          <CategoryLeaf key={node.id} node={node} />
        ),
      )}
    </ul>
  );
}

function CategoryLeaf({ node }: { node: CategoryCard }) {
  return (
    <li>
      <Link
        to={categoryPath(node)}
        className="flex min-h-11 items-center rounded-lg px-3 py-2 text-sm hover:bg-surface"
      >
        {node.name}
      </Link>
    </li>
  );
}

/** A branch whose children (`children`) are rendered the first time it is opened. */
function CategoryBranch({
  node,
  depth,
  children,
}: {
  node: CategoryCard;
  depth: number;
  children: ReactNode;
}) {
  const [hasOpened, setHasOpened] = useState(false);
  return (
    <li>
      <details className="group" onToggle={(event) => event.currentTarget.open && setHasOpened(true)}>
        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between rounded-lg px-3 py-2 text-sm hover:bg-surface">
          <span className="flex items-center gap-2">
            {depth === 0 && node.logo ? (
              <img src={node.logo} alt="" className="size-7 rounded-full" loading="lazy" />
            ) : null}
            {node.name}
          </span>
          <ChevronEndIcon className="size-4 transition-transform group-open:rotate-90 rtl:group-open:-rotate-90" />
        </summary>
        {/* «All products of X» is X's product list (every product below it), not its shelves page. */}
        <Link
          to={paths.category(node.id, node.slug)}
          className="ms-3 flex min-h-11 items-center rounded-lg px-3 py-2 text-sm font-medium text-brand-600 hover:bg-surface"
        >
          {format(fa.header.allOf, { name: node.name })}
        </Link>
        {hasOpened ? children : null}
      </details>
    </li>
  );
}
