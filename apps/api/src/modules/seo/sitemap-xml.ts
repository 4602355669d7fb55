/** The sitemaps protocol's limit of URLs per file (sitemaps.org). */
export const sitemapMaxUrls = 50_000;

/** XML's five special characters; URLs are percent-encoded already but may hold & and '. */
export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (ch) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[ch]};`,
  );
}

const header = '<?xml version="1.0" encoding="UTF-8"?>\n';
const namespace = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export function urlSetXml(urls: readonly string[]): string {
  const entries = urls.map((url) => `  <url><loc>${escapeXml(url)}</loc></url>\n`).join('');
  return `${header}<urlset xmlns="${namespace}">\n${entries}</urlset>\n`;
}

export function sitemapIndexXml(urls: readonly string[]): string {
  const entries = urls.map((url) => `  <sitemap><loc>${escapeXml(url)}</loc></sitemap>\n`).join('');
  return `${header}<sitemapindex xmlns="${namespace}">\n${entries}</sitemapindex>\n`;
}

/** Splits `urls` into files of at most `size`; always at least one (possibly empty) file. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks.length > 0 ? chunks : [[]];
}
