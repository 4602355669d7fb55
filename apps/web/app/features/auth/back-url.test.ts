import { describe, expect, it } from 'vitest';
import { sanitizeBackUrl } from './back-url.ts';

describe('sanitizeBackUrl: only same-site paths are followed after signing in', () => {
  it.each([
    ['/profile', '/profile'],
    ['/search?q=%D8%B4%DB%8C%D8%B1', '/search?q=%D8%B4%DB%8C%D8%B1'],
    ['/products/12/milk#reviews', '/products/12/milk#reviews'],
    ['  /cart  ', '/cart'],
    ['/register?backUrl=%2Fcart', '/register?backUrl=%2Fcart'],
    ['/a/../profile', '/profile'],
  ])('keeps %j as %j', (raw, expected) => {
    expect(sanitizeBackUrl(raw)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    'profile',
    'https://evil.example/',
    'http:/evil.example',
    'javascript:alert(1)',
    '//evil.example/path',
    '/\\evil.example',
    '/\tevil',
    '\\\\evil.example',
    '/login',
    '/login/',
    '/login?backUrl=%2Fcart',
    '/..//evil.example',
    '/%2e%2e//evil.example',
    '/%2F%2Fevil.example',
  ])('refuses %j', (raw) => {
    expect(sanitizeBackUrl(raw)).toBeNull();
  });
});
