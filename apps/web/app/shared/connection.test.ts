import { afterEach, describe, expect, it, vi } from 'vitest';
import { importWhenOnline, isConnectionError } from './connection.ts';

// The browser's connection as the shop reads it (decision 092), over a stand-in window whose online
// flag and events the tests drive.
function browser(online: boolean) {
  const target = new EventTarget();
  const state = { onLine: online };
  vi.stubGlobal('window', target);
  vi.stubGlobal('navigator', state);
  return {
    goOnline() {
      state.onLine = true;
      target.dispatchEvent(new Event('online'));
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('isConnectionError', () => {
  it('is an error met offline, and stays so once the connection returns', () => {
    const connection = browser(false);
    const failed = new TypeError('Failed to fetch');
    expect(isConnectionError(failed)).toBe(true);
    connection.goOnline();
    // The same error drawn again after the connection returned is still the connection's.
    expect(isConnectionError(failed)).toBe(true);
    // A new failure online is the apology's.
    expect(isConnectionError(new TypeError('Failed to fetch'))).toBe(false);
  });

  it('is never an answer the shop gave', () => {
    browser(false);
    expect(isConnectionError({ status: 404, statusText: 'Not Found', internal: false, data: null })).toBe(
      false,
    );
  });
});

describe('importWhenOnline', () => {
  it('waits for the connection when the import fails offline, then imports again', async () => {
    const connection = browser(false);
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new TypeError('offline'));
    load.mockResolvedValue('module');
    const imported = importWhenOnline(load);
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
    connection.goOnline();
    await expect(imported).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('fails at once when the import fails online', async () => {
    browser(true);
    await expect(importWhenOnline(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
  });
});
