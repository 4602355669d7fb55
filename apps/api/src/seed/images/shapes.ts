import type { ImageKind } from '../data/define.ts';
import type { ShapeDrawer, ShapeStyle } from './shape-style.ts';
import { freshShapes } from './shapes-fresh.ts';
import { packagedShapes } from './shapes-packaged.ts';

const drawers: Readonly<Record<ImageKind, ShapeDrawer>> = { ...packagedShapes, ...freshShapes };

/** One silhouette in the 600×600 frame. */
export function drawShape(kind: ImageKind, style: ShapeStyle): string {
  return drawers[kind](style);
}
