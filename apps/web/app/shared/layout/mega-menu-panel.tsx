import { useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import type { CategoryNode } from '@shop/domain/catalogue/schemas';
import { fa, format } from '../i18n/fa.ts';
import { categoryPath, paths } from '../paths.ts';
import { ChevronEndIcon } from '../ui/icons.tsx';
import type { MenuCategory } from './category-menu.tsx';
import { categoryTree } from './category-tree.ts';

/**
 * The mega-menu's panel (mega-menu.tsx): the top categories down its start side; beside the one
 * pointed at or focused, its children, each with its own children under it. Each top category's
 * children follow its link in the document, so Tab walks from a category into its children and then
 * on to the next category, whose children then show.
 */
export function MegaMenuPanel({ id, categories }: { id: string; categories: MenuCategory[] }) {
  const [activeId, setActiveId] = useState(categories[0]?.id ?? null);
  const tree = useSyncExternalStore(categoryTree.subscribe, categoryTree.current, categoryTree.current);
  return (
    <div
      id={id}
      className="absolute inset-x-0 top-full border-t border-black/5 bg-white shadow-[0_12px_24px_rgba(0,0,0,0.12)]"
    >
      <nav aria-label={fa.header.categories} className="relative mx-auto max-w-screen-2xl">
        <ul className="max-h-[70dvh] min-h-80 w-64 overflow-y-auto border-e border-black/5 py-2">
          {categories.map((node) => {
            const isActive = node.id === activeId;
            return (
              <li key={node.id}>
                <Link
                  to={categoryPath(node)}
                  onPointerEnter={() => setActiveId(node.id)}
                  onFocus={() => setActiveId(node.id)}
                  className={`flex min-h-11 items-center gap-2 px-4 py-2 text-sm ${isActive ? 'bg-surface font-semibold text-brand-700' : 'hover:bg-surface'}`}
                >
                  {node.logo ? (
                    <img src={node.logo} alt="" className="size-7 rounded-full" loading="lazy" />
                  ) : null}
                  <span className="flex-1">{node.name}</span>
                  {node.hasChildren ? <ChevronEndIcon className="size-4 text-muted" /> : null}
                </Link>
                {isActive && node.hasChildren ? <Children node={node} tree={tree} /> : null}
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}

/** The active top category's children in columns, beside the list, from the tree once it has come. */
function Children({ node, tree }: { node: MenuCategory; tree: ReturnType<typeof categoryTree.current> }) {
  const pane = 'absolute inset-y-0 start-64 end-0 overflow-y-auto p-5';
  if (tree.status === 'failed') {
    return (
      <div role="alert" className={`${pane} text-sm`}>
        <p className="text-muted">{fa.common.connectionDown}</p>
        <button type="button" onClick={categoryTree.load} className="min-h-11 font-medium text-brand-600">
          {fa.common.retry}
        </button>
      </div>
    );
  }
  if (tree.status !== 'loaded') {
    return (
      <p role="status" className={`${pane} text-sm text-muted`}>
        {fa.common.loading}
      </p>
    );
  }
  const children: CategoryNode[] = tree.tree.find((top) => top.id === node.id)?.children ?? [];
  return (
    <div className={pane}>
      <Link
        to={paths.category(node.id, node.slug)}
        className="mb-3 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
      >
        {format(fa.header.allOf, { name: node.name })}
        <ChevronEndIcon className="size-4" />
      </Link>
      <ul className="columns-4 gap-6">
        {children.map((child) => (
          <li key={child.id} className="mb-4 break-inside-avoid">
            <Link
              to={categoryPath(child)}
              className="flex min-h-11 items-center text-sm font-bold hover:text-brand-700"
            >
              {child.name}
            </Link>
            {child.children.length > 0 ? (
              <ul>
                {child.children.map((grandchild) => (
                  <li key={grandchild.id}>
                    <Link
                      to={categoryPath(grandchild)}
                      className="flex min-h-10 items-center text-sm text-muted hover:text-brand-700"
                    >
                      {grandchild.name}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
