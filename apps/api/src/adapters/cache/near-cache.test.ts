import { describe, expect, it, vi } from 'vitest';
import { createMemoryCache } from './memory.ts';
import { withNearCache } from './near-cache.ts';

function setup() {
  let clock = 0;
  const now = () => clock;
  const shared = createMemoryCache({ now });
  const sharedGet = vi.spyOn(shared, 'get');
  const cache = withNearCache(shared, { seconds: 1, now });
  return { shared, sharedGet, cache, advance: (ms: number) => (clock += ms) };
}

describe('a near cache in front of the shared one', () => {
  it('answers repeated reads from this process for its seconds, then asks the shared cache again', async () => {
    const { shared, sharedGet, cache, advance } = setup();
    await shared.set('k', 'v', 30);
    expect(await cache.get('k')).toBe('v');
    expect(await cache.get('k')).toBe('v');
    expect(sharedGet).toHaveBeenCalledOnce();
    advance(1_001);
    expect(await cache.get('k')).toBe('v');
    expect(sharedGet).toHaveBeenCalledTimes(2);
  });

  it('peeks only at what this process holds', async () => {
    const { shared, cache } = setup();
    await shared.set('far', 'v', 30);
    expect(cache.peek?.('far')).toBeUndefined();
    await cache.get('far');
    expect(cache.peek?.('far')).toBe('v');
    await cache.set('k', 'w', 30);
    expect(cache.peek?.('k')).toBe('w');
  });

  it('writes through to the shared cache, which keeps the full time', async () => {
    const { shared, cache, advance } = setup();
    await cache.set('k', 'v', 30);
    advance(5_000);
    expect(await shared.get('k')).toBe('v');
    expect(await cache.get('k')).toBe('v');
    advance(26_000);
    expect(await cache.get('k')).toBeUndefined();
  });

  it('forgets a deleted key at once here and in the shared cache', async () => {
    const { shared, cache } = setup();
    await cache.set('k', 'v', 30);
    await cache.delete('k');
    expect(await cache.get('k')).toBeUndefined();
    expect(await shared.get('k')).toBeUndefined();
  });

  it('shows a change made through another replica after its seconds at most', async () => {
    const { shared, cache, advance } = setup();
    await cache.set('k', 'old', 30);
    await shared.set('k', 'new', 30);
    expect(await cache.get('k')).toBe('old');
    advance(1_001);
    expect(await cache.get('k')).toBe('new');
  });
});
