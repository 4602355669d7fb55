import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './env.ts';

describe('configuration', () => {
  it('starts with defaults that need no server', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SEED_PRODUCTS).toBe(1500);
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('refuses bad values, listing every problem at once', () => {
    const load = () => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', SEED_ON_START: 'maybe' });
    expect(load).toThrow(/^Invalid configuration:/);
    expect(load).toThrow(/PORT/);
    expect(load).toThrow(/DATABASE_URL: must start with postgres/);
    expect(load).toThrow(/SEED_ON_START/);
  });

  it('treats an empty variable as not set', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).DATABASE_URL).toBeUndefined();
    expect(loadConfig({ PORT: '' }).PORT).toBe(3000);
  });

  it('takes relative data and build directories from the working directory', () => {
    const config = loadConfig({ DATA_DIR: 'bench/.work/pages', WEB_BUILD_DIR: './build' });
    expect(config.DATA_DIR).toBe(resolve('bench/.work/pages'));
    expect(config.WEB_BUILD_DIR).toBe(resolve('build'));
  });

  it('reads yes/no switches', () => {
    expect(loadConfig({ SEED_ON_START: 'false' }).SEED_ON_START).toBe(false);
    expect(loadConfig({ SEED_ON_START: '1' }).SEED_ON_START).toBe(true);
  });

  it('reads the cache and SMS settings, with the default Kavenegar address', () => {
    const config = loadConfig({
      REDIS_URL: 'redis://127.0.0.1:6380',
      KAVENEGAR_API_KEY: 'key',
      KAVENEGAR_TEMPLATE: 'verify',
    });
    expect(config.REDIS_URL).toBe('redis://127.0.0.1:6380');
    expect(config.KAVENEGAR_BASE_URL).toBe('https://api.kavenegar.com');
    expect(config.SMS_OUTBOX_ROUTE).toBe(false);
    expect(() => loadConfig({ REDIS_URL: 'http://x' })).toThrow(/REDIS_URL/);
  });

  it('reads the free-shipping threshold in rials, 500,000 tomans by default', () => {
    expect(loadConfig({}).FREE_SHIPPING_THRESHOLD).toBe(5_000_000);
    expect(loadConfig({ FREE_SHIPPING_THRESHOLD: '3000000' }).FREE_SHIPPING_THRESHOLD).toBe(3_000_000);
    expect(() => loadConfig({ FREE_SHIPPING_THRESHOLD: '-1' })).toThrow(/FREE_SHIPPING_THRESHOLD/);
  });

  it('shows OpenStreetMap’s tiles, credited, unless the shop names its own or turns them off', () => {
    expect(loadConfig({}).mapTiles).toEqual({
      url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: expect.stringContaining('https://www.openstreetmap.org/copyright'),
    });
    expect(loadConfig({ MAP_TILES_URL: 'off' }).mapTiles).toBeNull();
    expect(
      loadConfig({
        MAP_TILES_URL: 'https://tiles.shop.ir/{z}/{x}/{y}.png',
        MAP_TILES_ATTRIBUTION: '© فروشگاه',
      }).mapTiles,
    ).toEqual({ url: 'https://tiles.shop.ir/{z}/{x}/{y}.png', attribution: '© فروشگاه' });
  });

  it('reads a map tile template and refuses one Leaflet could not fill', () => {
    const config = loadConfig({ MAP_TILES_URL: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png' });
    expect(config.MAP_TILES_URL).toBe('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(() => loadConfig({ MAP_TILES_URL: 'https://tiles.example/{z}/{x}.png' })).toThrow(
      /MAP_TILES_URL: must contain \{y\}/,
    );
  });

  it('reads a live-chat script and its provider’s origins, refusing what a policy could not carry', () => {
    const config = loadConfig({
      LIVE_CHAT_SCRIPT_URL: 'https://widget.raychat.io/install/widget.js',
      LIVE_CHAT_ORIGINS: 'https://*.raychat.io, wss://app.raychat.io',
    });
    expect(config.LIVE_CHAT_SCRIPT_URL).toBe('https://widget.raychat.io/install/widget.js');
    for (const [name, value, problem] of [
      ['LIVE_CHAT_SCRIPT_URL', 'javascript:alert(1)', /must be an http\(s\) address/],
      ['LIVE_CHAT_SCRIPT_URL', "https://chat.example/w.js';script-src *", /must not contain/],
      ['LIVE_CHAT_ORIGINS', 'https://ok.example,*', /is not an origin/],
      ['LIVE_CHAT_ORIGINS', "https://a.example 'unsafe-inline'", /is not an origin/],
    ] as const) {
      expect(() => loadConfig({ [name]: value }), value).toThrow(problem);
    }
  });

  it('wants a Kavenegar template with its key', () => {
    expect(() => loadConfig({ KAVENEGAR_API_KEY: 'key' })).toThrow(/KAVENEGAR_TEMPLATE: required/);
  });

  it('refuses the back office test doors on a public https address', () => {
    expect(() => loadConfig({ DEV_ADMIN_ROUTES: '1', PUBLIC_URL: 'https://sabadino.ir' })).toThrow(
      /DEV_ADMIN_ROUTES/,
    );
    expect(loadConfig({ DEV_ADMIN_ROUTES: '1', PUBLIC_URL: 'http://127.0.0.1:3100' }).DEV_ADMIN_ROUTES).toBe(
      true,
    );
    expect(loadConfig({}).DEV_ADMIN_ROUTES).toBe(false);
  });

  it('refuses the SMS outbox route where it would show real codes to anyone', () => {
    const kavenegar = { KAVENEGAR_API_KEY: 'key', KAVENEGAR_TEMPLATE: 'verify' };
    expect(() => loadConfig({ SMS_OUTBOX_ROUTE: '1', ...kavenegar })).toThrow(/SMS_OUTBOX_ROUTE/);
    expect(() => loadConfig({ SMS_OUTBOX_ROUTE: '1', PUBLIC_URL: 'https://sabadino.ir' })).toThrow(
      /SMS_OUTBOX_ROUTE/,
    );
    // The end-to-end tests' server: the production build on a private address, sending no real SMS.
    expect(loadConfig({ SMS_OUTBOX_ROUTE: '1', PUBLIC_URL: 'http://127.0.0.1:3100' }).SMS_OUTBOX_ROUTE).toBe(
      true,
    );
  });
});
