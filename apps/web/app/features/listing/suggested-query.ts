/**
 * An unknown path's last segment as a search term, when it reads as Persian words: an old link like
 * /products/shir-pastorize/… rarely helps, but /شیر-پاستوریزه is worth searching for. Anything
 * else (ids, English, junk) gives null and the page lists all products.
 */
export function suggestedQuery(pathname: string): string | null {
  const last = pathname.split('/').filter(Boolean).at(-1);
  if (!last) return null;
  let text: string;
  try {
    text = decodeURIComponent(last);
  } catch {
    return null;
  }
  text = text
    .replace(/[-_+]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100);
  const persianLetters = text.match(/[\u0620-\u064A\u067E-\u06D3]/g)?.length ?? 0;
  return persianLetters >= 2 ? text : null;
}
