import { describe, expect, it } from 'vitest';
import { isKeptPageRead, isStorablePage, packPage, pageKey, unpackPage } from './guest-page-cache.ts';

const read = (url: string, method = 'GET') => ({ method, url });

describe('the guest page cache', () => {
  it('keeps only plain GETs of addresses without a query string, never a customer’s own page', () => {
    expect(isKeptPageRead(read('/'), 'guest')).toBe(true);
    expect(isKeptPageRead(read('/products/12/x'), 'everyone')).toBe(true);
    expect(isKeptPageRead(read('/search?q=شیر'), 'guest')).toBe(false);
    expect(isKeptPageRead(read('/search?q=شیر'), 'everyone')).toBe(false);
    expect(isKeptPageRead(read('/cart'), 'customer')).toBe(false);
    expect(isKeptPageRead(read('/login', 'POST'), 'guest')).toBe(false);
    expect(isKeptPageRead(read('/', 'HEAD'), 'guest')).toBe(false);
  });

  it('keys each address once per content encoding and once per audience', () => {
    expect(pageKey('/brands', 'br', 'guest')).not.toBe(pageKey('/brands', 'gzip', 'guest'));
    // A customer's copy carries the mark that makes the browser ask who is signed in; a guest's does not.
    expect(pageKey('/brands', 'br', 'guest')).not.toBe(pageKey('/brands', 'br', 'everyone'));
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
    // A page drawn for a customer says so (root.tsx); whatever the request looked like, it is not kept.
    const drawnForSomeone = { ...html, 'cache-control': 'private, no-store' };
    expect(isStorablePage(new Response('<html>', { status: 200, headers: drawnForSomeone }))).toBe(false);
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
