import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { isGuestPageRead, isStorablePage, packPage, pageKey, unpackPage } from './guest-page-cache.ts';

const request = (fields: { method?: string; url: string; cookie?: string; authorization?: string }) =>
  ({
    method: fields.method ?? 'GET',
    url: fields.url,
    headers: {
      ...(fields.cookie ? { cookie: fields.cookie } : {}),
      ...(fields.authorization ? { authorization: fields.authorization } : {}),
    },
  }) as unknown as FastifyRequest;

describe('the guest page cache', () => {
  it('keeps only a guest’s plain GET of an address without a query string', () => {
    expect(isGuestPageRead(request({ url: '/' }))).toBe(true);
    expect(isGuestPageRead(request({ url: '/products/12/x', cookie: 'theme=dark' }))).toBe(true);
    expect(isGuestPageRead(request({ url: '/search?q=شیر' }))).toBe(false);
    expect(isGuestPageRead(request({ url: '/', cookie: 'a=1; sid=token' }))).toBe(false);
    expect(isGuestPageRead(request({ url: '/', authorization: 'Bearer token' }))).toBe(false);
    expect(isGuestPageRead(request({ method: 'POST', url: '/login' }))).toBe(false);
  });

  it('keys each address once per content encoding', () => {
    expect(pageKey(request({ url: '/brands' }), 'br')).not.toBe(pageKey(request({ url: '/brands' }), 'gzip'));
  });

  it('stores only 200 pages and navigation data that set no cookie', () => {
    const html = { 'content-type': 'text/html; charset=utf-8' };
    expect(isStorablePage(new Response('<html>', { status: 200, headers: html }))).toBe(true);
    expect(
      isStorablePage(new Response('x', { status: 200, headers: { 'content-type': 'text/x-script' } })),
    ).toBe(true);
    expect(isStorablePage(new Response('<html>', { status: 404, headers: html }))).toBe(false);
    expect(
      isStorablePage(new Response('<html>', { status: 200, headers: { ...html, 'set-cookie': 'sid=1' } })),
    ).toBe(false);
    expect(
      isStorablePage(new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } })),
    ).toBe(false);
  });

  it('packs status, the resendable headers and the bytes into one buffer and back', () => {
    const body = Buffer.from('<html dir="rtl">سلام\n</html>');
    const headers = new Headers({
      'content-type': 'text/html',
      'content-encoding': 'br',
      link: '</assets/font.woff2>; rel=preload; as=font',
      'x-request-id': 'not-kept',
    });
    const page = unpackPage(packPage(200, headers, body));
    expect(page.status).toBe(200);
    expect(page.headers).toEqual({
      'content-type': 'text/html',
      'content-encoding': 'br',
      link: '</assets/font.woff2>; rel=preload; as=font',
    });
    expect(page.body.equals(body)).toBe(true);
  });
});
