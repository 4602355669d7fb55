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

  it('reads yes/no switches', () => {
    expect(loadConfig({ SEED_ON_START: 'false' }).SEED_ON_START).toBe(false);
    expect(loadConfig({ SEED_ON_START: '1' }).SEED_ON_START).toBe(true);
  });
});
