import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { useLocation, useNavigate, useNavigation, type LinkProps, type Location } from 'react-router';
import { paths } from '../paths.ts';

type QuickViewState = { quickView?: string } | null;

const quickViewOf = (state: unknown) => (state as QuickViewState)?.quickView;

/** The clicks a link follows in place; the others (new tab, new window) leave it to the browser. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The in-place quick view as a masked navigation (React Router's `mask`, made for "a modal over a
 * gallery"; decision 16, docs/decisions/). The router stays on the page behind, with `{ quickView }` in the
 * history entry's state, while the address bar shows /product/{id}: a reload or a shared link lands
 * on the server-rendered quick view, and Back pops the entry, which closes the modal.
 *
 * The state names this card (useId), not the product: a product shown in two shelves opens once.
 * Opening neither refetches the page nor scrolls it. A navigation re-renders the whole page in a
 * transition, so the modal does not wait for it: it opens from the click (until the location
 * changes) and hides as soon as a navigation away starts. Closing steps back; the router
 * revalidates the page behind then, as after any Back to the same address.
 */
export function useQuickView(productId: number) {
  const location = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const instance = useId();
  const [clickedAt, setClickedAt] = useState<Location | null>(null);
  // A close asked for before the router had committed our entry (the click it followed): done as
  // soon as the entry is there. A new click starts afresh.
  const [closeAskedFor, setCloseAskedFor] = useState<Location | null>(null);
  const isOpening = clickedAt === location;
  const isCommitted = quickViewOf(location.state) === instance;
  const isClosing = closeAskedFor !== null && closeAskedFor === clickedAt;
  const isLeaving = navigation.location !== undefined && quickViewOf(navigation.location.state) !== instance;
  const isOpen = (isOpening || isCommitted) && !isLeaving && !isClosing;

  // Once per close: the entry stays ours until the step back lands, and renders come meanwhile.
  const steppedBack = useRef(false);
  useEffect(() => {
    if (!isClosing || !isCommitted || steppedBack.current) return;
    steppedBack.current = true;
    void navigate(-1);
  }, [isClosing, isCommitted, navigate]);

  const linkProps = {
    to: { pathname: location.pathname, search: location.search, hash: location.hash },
    state: { quickView: instance } satisfies QuickViewState,
    mask: paths.productQuickView(productId),
    // A link to the current address replaces the entry by default; the quick view needs its own.
    replace: false,
    preventScrollReset: true,
    defaultShouldRevalidate: false,
    onClick: (event: MouseEvent) => {
      if (!isPlainClick(event)) return;
      setClickedAt(location);
      setCloseAskedFor(null);
      steppedBack.current = false;
    },
  } satisfies Partial<LinkProps>;

  // Until the router has committed our entry there is nothing to step back from: a close in that
  // moment (an Escape pressed at once) hides the modal now and steps back once the entry is there.
  const close = () => {
    if (isCommitted) void navigate(-1);
    else if (isOpening) setCloseAskedFor(clickedAt);
  };
  return { isOpen, linkProps, close };
}
