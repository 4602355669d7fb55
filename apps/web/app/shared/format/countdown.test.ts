import { describe, expect, it } from 'vitest';
import { formatCountdown, secondsLeft, timeLeft } from './countdown.ts';

describe('formatCountdown', () => {
  it.each([
    [120, '۰۲:۰۰'],
    [119, '۰۱:۵۹'],
    [61, '۰۱:۰۱'],
    [9, '۰۰:۰۹'],
    [0, '۰۰:۰۰'],
    [-3, '۰۰:۰۰'],
    [59.7, '۰۰:۵۹'],
  ])('%d seconds read %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });
});

describe('secondsLeft', () => {
  it.each([
    [120_000, 0, 120],
    [120_000, 500, 120],
    [120_000, 119_001, 1],
    [120_000, 120_000, 0],
    [120_000, 200_000, 0],
  ])('until %d at %d: %d', (until, now, left) => {
    expect(secondsLeft(until, now)).toBe(left);
  });
});

describe('timeLeft', () => {
  const now = 1_800_000_000;

  it.each([
    [2 * 86_400 + 5 * 3600 + 7 * 60 + 9, { days: '۲', clock: '۰۵:۰۷:۰۹', ofDay: 1 }],
    [86_400, { days: '۱', clock: '۰۰:۰۰:۰۰', ofDay: 1 }],
    [43_200, { days: null, clock: '۱۲:۰۰:۰۰', ofDay: 0.5 }],
    [59, { days: null, clock: '۰۰:۰۰:۵۹', ofDay: 59 / 86_400 }],
  ])('%d seconds before the end', (seconds, expected) => {
    expect(timeLeft(now + seconds, now)).toEqual({ seconds, ...expected });
  });

  it('is over at the end second and after', () => {
    expect(timeLeft(now, now)).toBeNull();
    expect(timeLeft(now - 1, now)).toBeNull();
  });
});
