import { Suspense, useState } from 'react';
import { lazyWhenOnline } from '../connection.ts';
import type { DialogProps } from './dialog.tsx';

const Dialog = lazyWhenOnline(() => import('./dialog.tsx').then((module) => ({ default: module.Dialog })));

/**
 * The Dialog, fetched the first time it opens. Radix's dialog with its focus trap and scroll lock
 * is about 16 KB compressed, and most visits to a product or a listing never open the share modal
 * or the filter sheet: the first script of those pages should not carry it.
 */
export function LazyDialog(props: DialogProps) {
  const [wanted, setWanted] = useState(props.open);
  // Once asked for, it stays mounted, so closing animates and reopening is instant.
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
