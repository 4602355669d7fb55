import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect.ts';

describe('safeRedirectPath: only paths of this site are followed', () => {
  it.each([
    ['/profile', '/profile'],
    ['/search?q=%D8%B4%DB%8C%D8%B1', '/search?q=%D8%B4%DB%8C%D8%B1'],
    ['/product/12/شیر-کم-چرب', '/product/12/%D8%B4%DB%8C%D8%B1-%DA%A9%D9%85-%DA%86%D8%B1%D8%A8'],
    ['/products/12/milk#reviews', '/products/12/milk#reviews'],
    ['  /cart  ', '/cart'],
    ['/register?backUrl=%2Fcart', '/register?backUrl=%2Fcart'],
    ['/a/../profile', '/profile'],
    ['/search?next=//evil.example', '/search?next=//evil.example'],
    ['/brands/a%2Fb', '/brands/a%2Fb'],
  ])('keeps %j as %j', (raw, expected) => {
    expect(safeRedirectPath(raw)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    ' ',
    'profile',
    'https://evil.example/',
    'HTTPS://evil.example',
    'http:/evil.example',
    'https:evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example/path',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\\/evil.example',
    '/\tevil',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n//evil.example',
    '/\u0000//evil.example',
    '/..//evil.example',
    '/../..//evil.example',
    '/./..//evil.example',
    '/a/../..//evil.example',
    '/%2e%2e//evil.example',
    '/%2E%2E/%2F/evil.example',
    '/.%2e//evil.example',
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/%5Cevil.example',
    '/%5c%5cevil.example',
    '/%252F%252Fevil.example',
    '/%25252F%25252Fevil.example',
    '/%E0%A4%A',
    '/%09/evil.example',
    '/%0d%0a//evil.example',
    'evil.example',
    '@evil.example',
  ])('refuses %j', (raw) => {
    expect(safeRedirectPath(raw)).toBeNull();
  });
});
