/**
 * A list the API gives 10 a page (`?page`, checkout-and-account.md §7): the page of the URL and how
 * many pages there are. A missing or wrong `page` is the first; Persian digits are read.
 */
const pageSize = 10;

export function pageOf(search: string): number {
  const raw = new URLSearchParams(search).get('page') ?? '1';
  const value = Number(raw.replace(/[۰-۹]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0)));
  return Number.isSafeInteger(value) && value >= 1 && value <= 10_000 ? value : 1;
}

export function pageCountOf(count: number, size = pageSize): number {
  return Math.max(1, Math.ceil(count / size));
}

/** The URL of another page of the same list: the first has no `page`. */
export function pageHref(pathname: string, page: number): string {
  return page > 1 ? `${pathname}?page=${page}` : pathname;
}
