import { describe, expect, it } from 'vitest';
import { chunk, escapeXml, sitemapIndexXml, urlSetXml } from './sitemap-xml.ts';
import { isWellFormedXml } from './xml-check.ts';

describe('escapeXml', () => {
  it.each([
    ['a&b', 'a&amp;b'],
    ['<tag>', '&lt;tag&gt;'],
    [`"it's"`, '&quot;it&apos;s&quot;'],
    ['https://shop.test/products/1/%D8%B4', 'https://shop.test/products/1/%D8%B4'],
  ])('%s → %s', (text, escaped) => {
    expect(escapeXml(text)).toBe(escaped);
  });
});

describe('sitemap documents', () => {
  it('a urlset is well-formed XML with every URL escaped', () => {
    const xml = urlSetXml(['https://shop.test/', 'https://shop.test/search?q=a&b=c']);
    expect(isWellFormedXml(xml)).toBe(true);
    expect(xml).toContain('<loc>https://shop.test/search?q=a&amp;b=c</loc>');
  });

  it('an index lists its files', () => {
    const xml = sitemapIndexXml(['https://shop.test/sitemaps/1.xml']);
    expect(isWellFormedXml(xml)).toBe(true);
    expect(xml).toContain('<sitemapindex');
  });

  it('the checker itself refuses broken XML', () => {
    expect(isWellFormedXml('<a><b></a></b>')).toBe(false);
    expect(isWellFormedXml('<a>x & y</a>')).toBe(false);
    expect(isWellFormedXml('<a></a><b></b>')).toBe(false);
  });
});

describe('chunk', () => {
  it.each([
    { items: [1, 2, 3, 4, 5], size: 2, chunks: [[1, 2], [3, 4], [5]] },
    { items: [1, 2], size: 2, chunks: [[1, 2]] },
    { items: [], size: 2, chunks: [[]] },
  ])('$items by $size', ({ items, size, chunks }) => {
    expect(chunk(items, size)).toEqual(chunks);
  });
});
