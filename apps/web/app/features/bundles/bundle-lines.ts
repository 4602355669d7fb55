import type { BundleComponent } from '@shop/domain/catalogue/schemas';

export type BundleLine = BundleComponent & {
  /** realPrice × count: what the line would cost bought on its own. */
  realLineTotal: number;
  /** price × count: what the line costs inside the bundle. */
  lineTotal: number;
};

/** The bundle table's rows and their sums, in integer rials. */
export function bundleLines(components: readonly BundleComponent[]): {
  lines: BundleLine[];
  realTotal: number;
  total: number;
} {
  const lines = components.map((component) => ({
    ...component,
    realLineTotal: component.realPrice * component.count,
    lineTotal: component.price * component.count,
  }));
  return {
    lines,
    realTotal: lines.reduce((sum, line) => sum + line.realLineTotal, 0),
    total: lines.reduce((sum, line) => sum + line.lineTotal, 0),
  };
}
