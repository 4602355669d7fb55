import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { CategoryNode } from '@shop/domain/catalogue/schemas';
import { fa, format } from '../../i18n/fa.ts';
import { categoryPath } from '../../paths.ts';
import { ChevronEndIcon, CloseIcon, MenuIcon } from '../icons.tsx';

/**
 * The category side menu with nested levels, in a native <dialog>: focus stays inside and Escape
 * closes it. The server HTML holds the top level only (crawlers follow it, and the sitemap lists every
 * category); a branch's children are rendered when it is first opened, which keeps some 600 elements
 * and 100 KB of markup out of every page's parsing, layout and hydration.
 */
export function CategoryMenu({ categories }: { categories: CategoryNode[] }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const location = useLocation();
  useEffect(() => dialog.current?.close(), [location.pathname, location.search]);

  return (
    <>
      <button
        type="button"
        onClick={() => dialog.current?.showModal()}
        className="flex items-center gap-2 rounded-xl p-2 text-sm font-medium hover:bg-surface"
        aria-haspopup="dialog"
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
            className="rounded-lg p-1 hover:bg-surface"
          >
            <CloseIcon className="size-5" />
          </button>
        </div>
        <nav className="p-2">
          <CategoryList nodes={categories} depth={0} />
        </nav>
      </dialog>
    </>
  );
}

function CategoryList({ nodes, depth }: { nodes: CategoryNode[]; depth: number }) {
  return (
    <ul className={depth > 0 ? 'ms-3 border-s border-black/5 ps-2' : ''}>
      {nodes.map((node) =>
        node.children.length > 0 ? (
          <CategoryBranch key={node.id} node={node} depth={depth} />
        ) : (
          <li key={node.id}>
            <Link to={categoryPath(node)} className="block rounded-lg px-3 py-2.5 text-sm hover:bg-surface">
              {node.name}
            </Link>
          </li>
        ),
      )}
    </ul>
  );
}

function CategoryBranch({ node, depth }: { node: CategoryNode; depth: number }) {
  const [hasOpened, setHasOpened] = useState(false);
  return (
    <li>
      <details className="group" onToggle={(event) => event.currentTarget.open && setHasOpened(true)}>
        <summary className="flex cursor-pointer list-none items-center justify-between rounded-lg px-3 py-2.5 text-sm hover:bg-surface">
          <span className="flex items-center gap-2">
            {depth === 0 && node.logo ? (
              <img src={node.logo} alt="" className="size-7 rounded-full" loading="lazy" />
            ) : null}
            {node.name}
          </span>
          <ChevronEndIcon className="size-4 transition-transform group-open:rotate-90 rtl:group-open:-rotate-90" />
        </summary>
        <Link
          to={categoryPath(node)}
          className="ms-3 block rounded-lg px-3 py-2 text-sm font-medium text-brand-600 hover:bg-surface"
        >
          {format(fa.header.allOf, { name: node.name })}
        </Link>
        {hasOpened ? <CategoryList nodes={node.children} depth={depth + 1} /> : null}
      </details>
    </li>
  );
}
