import {
  Suspense,
  useEffect,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type LazyExoticComponent,
  type Ref,
} from 'react';
import { importWhenOnline, lazyWhenOnline } from '../connection.ts';

/** A component in a module of its own, imported when first wanted (made by `deferredComponent`). */
export type DeferredComponent<P extends object> = {
  Lazy: LazyExoticComponent<ComponentType<P>>;
  load: () => Promise<ComponentType<P>>;
  loaded: () => ComponentType<P> | null;
};

export function deferredComponent<P extends object>(
  importer: () => Promise<ComponentType<P>>,
): DeferredComponent<P> {
  let loaded: ComponentType<P> | null = null;
  // Offline, the import waits for the connection instead of failing the page (decision 092).
  const load = () =>
    importWhenOnline(importer).then((component) => {
      loaded = component;
      return component;
    });
  return {
    Lazy: lazyWhenOnline(() => load().then((component) => ({ default: component }))),
    load,
    loaded: () => loaded,
  };
}

const subscribeToNothing = () => () => undefined;
const keptAsDrawn = { __html: '' };

/**
 * A part of the page that the server draws in full but whose code the browser fetches only once
 * `isWanted` (shown, near the screen), not with the page's first scripts (issue 22). Until then the
 * page keeps the server's HTML without hydrating it: React leaves the inside of an element drawn with
 * `dangerouslySetInnerHTML` as it found it, so nothing moves or flashes; once the code is here, the
 * same markup is drawn by the component (anything typed into it before is lost: use this for parts
 * nobody can reach before they are wanted). Wanted while the page hydrates (`isWantedAtFirst`), or
 * drawn in the browser alone (a client-side visit), it is an ordinary lazy component, hydrated in
 * place. `ref` reaches the wrapper, which has no style of its own.
 */
export function HydrateWhenWanted<P extends object>({
  component,
  props,
  isWanted,
  isWantedAtFirst,
  ref,
}: {
  component: DeferredComponent<P>;
  props: P;
  isWanted: boolean;
  /** Asked once, in the browser's first render. */
  isWantedAtFirst?: () => boolean;
  ref?: Ref<HTMLDivElement>;
}) {
  // True in the first render of a page the server drew (hydration), false in a client-side visit.
  const isHydrating = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  const [isKept] = useState(() => isHydrating && !import.meta.env.SSR && !isWantedAtFirst?.());
  const [Component, setComponent] = useState(component.loaded);
  useEffect(() => {
    if (!isKept || !isWanted || Component) return;
    let isCurrent = true;
    void component.load().then((loaded) => {
      if (isCurrent) setComponent(() => loaded);
    });
    return () => {
      isCurrent = false;
    };
  }, [isKept, isWanted, Component, component]);

  if (!isKept) {
    // The server's markers of a Suspense boundary are what the browser's first render hydrates.
    return (
      <div ref={ref}>
        <Suspense fallback={null}>
          <component.Lazy {...props} />
        </Suspense>
      </div>
    );
  }
  if (Component) {
    return (
      <div ref={ref}>
        <Component {...props} />
      </div>
    );
  }
  return <div ref={ref} dangerouslySetInnerHTML={keptAsDrawn} suppressHydrationWarning />;
}
