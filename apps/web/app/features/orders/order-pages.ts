/** Orders a page (the API's, spec §7): the list's row numbers and pages follow it. */
export const ordersPageSize = 10;

export function pageCount(count: number): number {
  return Math.max(1, Math.ceil(count / ordersPageSize));
}

/** A row's number across pages: the first order of page 2 is 11. */
export function rowNumber(page: number, index: number): number {
  return (page - 1) * ordersPageSize + index + 1;
}

/** The `page` of the URL, as a page that exists (a wrong or missing one is the first). */
export function pageOf(search: string): number {
  const value = Number(new URLSearchParams(search).get('page') ?? '1');
  return Number.isSafeInteger(value) && value >= 1 && value <= 10_000 ? value : 1;
}

/**
 * The page links to show: the first, the last, and the current one with its neighbours; a gap
 * (`null`) where pages are left out.
 */
export function pageLinks(current: number, total: number): (number | null)[] {
  const shown = [...new Set([1, current - 1, current, current + 1, total])]
    .filter((page) => page >= 1 && page <= total)
    .sort((a, b) => a - b);
  return shown.flatMap((page, index) => {
    const previous = shown[index - 1];
    if (previous === undefined || page === previous + 1) return [page];
    return page === previous + 2 ? [previous + 1, page] : [null, page];
  });
}
