/**
 * The first position in [from, to) where `holds` is true, for a test that is false and then true along
 * a sorted array (a binary search). Every sorted array of the listing index is searched with it.
 */
export function firstWhere(from: number, to: number, holds: (at: number) => boolean): number {
  let low = from;
  let high = to;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (holds(middle)) high = middle;
    else low = middle + 1;
  }
  return low;
}
