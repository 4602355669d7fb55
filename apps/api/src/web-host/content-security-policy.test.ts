import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createMemoryCache } from '../adapters/cache/memory.ts';
import { buildApp } from '../app.ts';
import { getTestApp } from '../test/app.ts';
import { inlineScriptHashes, newNonce, pagePolicy } from './content-security-policy.ts';
import { liveChatOf } from './live-chat.ts';

// The headers of issue 16. Pages are proven in a browser (e2e/tests/content-security-policy.spec.ts);
// here, the policy's parts and the API's own headers.

const sha = (text: string) => createHash('sha256').update(text).digest('base64');

describe('the pages’ policy', () => {
  it('allows scripts by nonce or by hash, never inline by default, and is framed only by the shop', () => {
    const withNonce = pagePolicy({ nonce: 'abc' });
    expect(withNonce).toContain("script-src 'self' 'nonce-abc'");
    expect(/script-src[^;]*unsafe/.test(withNonce)).toBe(false);
    expect(withNonce).toContain("frame-ancestors 'self'");
    expect(withNonce).toContain("object-src 'none'");
    expect(pagePolicy({ hashes: ['h1', 'h2'] })).toContain("script-src 'self' 'sha256-h1' 'sha256-h2'");
  });

  it("lets pictures come from the map's tile server and from nowhere else", () => {
    expect(pagePolicy({ nonce: 'abc' })).toContain("img-src 'self' data: blob:;");
    const withTiles = pagePolicy({ nonce: 'abc' }, { imageSources: ['https://*.tile.openstreetmap.org'] });
    expect(withTiles).toContain("img-src 'self' data: blob: https://*.tile.openstreetmap.org;");
    expect(withTiles).toContain("connect-src 'self';");
    expect(withTiles).toContain("default-src 'self';");
  });

  it('lets the live-chat provider’s origins in for its script, styles, pictures, frames and sockets only', () => {
    const chat = liveChatOf('https://www.goftino.com/widget/abc123', 'https://*.goftino.com')!;
    expect(chat.origins).toEqual(['https://www.goftino.com', 'https://*.goftino.com']);
    const policy = pagePolicy({ nonce: 'abc' }, { liveChatOrigins: chat.origins });
    const both = 'https://www.goftino.com https://*.goftino.com';
    expect(policy).toContain(`script-src 'self' 'nonce-abc' ${both};`);
    expect(policy).toContain(`frame-src 'self' ${both};`);
    expect(policy).toContain(`img-src 'self' data: blob: ${both};`);
    expect(policy).toContain(
      "connect-src 'self' https://www.goftino.com wss://www.goftino.com https://*.goftino.com wss://*.goftino.com;",
    );
    // Without a widget: no frames from anywhere but the shop, no other script origin.
    const plain = pagePolicy({ nonce: 'abc' });
    expect(plain).not.toContain('frame-src');
    expect(plain).toContain("script-src 'self' 'nonce-abc';");
    expect(liveChatOf(undefined, 'https://x.example')).toBeNull();
  });

  it('draws a new unguessable nonce each time', () => {
    const nonces = new Set(Array.from({ length: 100 }, newNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(nonce.length).toBeGreaterThanOrEqual(24);
  });

  it('hashes each inline script of a page, and no script with a src', () => {
    const html =
      '<head><script nonce="n">window.a=1</script><script type="module" src="/assets/x.js"></script></head>' +
      '<body><script>\nimport("/x")</script><script type="application/ld+json">{"@type":"Product"}</script></body>';
    expect(inlineScriptHashes(html).sort()).toEqual(
      [sha('window.a=1'), sha('\nimport("/x")'), sha('{"@type":"Product"}')].sort(),
    );
  });
});

describe('the API’s headers', () => {
  it('JSON answers forbid everything and every answer turns off unused browser features', async () => {
    const { app } = await getTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/v1/categories' });
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['permissions-policy']).toMatch(
      /camera=\(\).*geolocation=\(self\)|geolocation=\(self\).*camera=\(\)/,
    );
  });

  it('HSTS only when the shop is served over https', async () => {
    const { database } = await getTestApp();
    for (const [publicUrl, expected] of [
      ['http://shop.test', undefined],
      ['https://shop.example', 'max-age=31536000; includeSubDomains'],
    ] as const) {
      const app = await buildApp({ database, cache: createMemoryCache(), publicUrl });
      const response = await app.inject({ method: 'GET', url: '/healthz' });
      expect(response.headers['strict-transport-security'], publicUrl).toBe(expected);
      await app.close();
    }
  });
});
