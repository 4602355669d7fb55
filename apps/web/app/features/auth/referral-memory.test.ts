import { describe, expect, it } from 'vitest';
import {
  forgetReferral,
  parseStoredReferral,
  readReferral,
  referralOfSearch,
  rememberReferral,
} from './referral-memory.ts';

function memoryStore() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

const day = 86_400_000;
const now = Date.UTC(2026, 10, 22, 8);

describe('referralOfSearch', () => {
  it.each([
    ['?ref=K7QM2X', 'K7QM2X'],
    ['?ref=k7qm2x&backUrl=%2Fcart', 'K7QM2X'],
    ['?ref=K%DB%B7QM2X', 'K7QM2X'],
    ['?ref=K0QM2X', null],
    ['?ref=', null],
    ['?q=milk', null],
    ['', null],
  ])('%s gives %s', (search, code) => {
    expect(referralOfSearch(search)).toBe(code);
  });
});

describe('the remembered introducer', () => {
  it('is kept for 30 days from the link, then forgotten', () => {
    const store = memoryStore();
    rememberReferral('?ref=K7QM2X', now, store);
    expect(readReferral(now + 29 * day, store)).toBe('K7QM2X');
    expect(readReferral(now + 30 * day, store)).toBeNull();
  });

  it('is the newest link’s; a page without a code leaves it, a bad code never replaces it', () => {
    const store = memoryStore();
    rememberReferral('?ref=K7QM2X', now, store);
    rememberReferral('?ref=ABCDEF', now + day, store);
    rememberReferral('?q=milk', now + 2 * day, store);
    rememberReferral('?ref=<script>', now + 2 * day, store);
    expect(readReferral(now + 2 * day, store)).toBe('ABCDEF');
  });

  it('is forgotten after a sign-in', () => {
    const store = memoryStore();
    rememberReferral('?ref=K7QM2X', now, store);
    forgetReferral(store);
    expect(readReferral(now, store)).toBeNull();
  });

  it.each([
    [null],
    ['not json'],
    ['{"code":"K7QM2X"}'],
    ['{"code":"K0QM2X","until":9999999999999}'],
    ['{"code":42,"until":9999999999999}'],
  ])('reads nothing from a stored %j', (raw) => {
    expect(parseStoredReferral(raw, now)).toBeNull();
  });

  it('survives a browser without storage', () => {
    expect(() => rememberReferral('?ref=K7QM2X', now, null)).not.toThrow();
    expect(readReferral(now, null)).toBeNull();
  });
});
