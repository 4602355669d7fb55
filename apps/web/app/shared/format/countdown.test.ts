import { describe, expect, it } from 'vitest';
import { formatCountdown, secondsLeft } from './countdown.ts';

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
  it('counts a started second as a whole one and stops at zero', () => {
    expect(secondsLeft(120_000, 0)).toBe(120);
    expect(secondsLeft(120_000, 500)).toBe(120);
    expect(secondsLeft(120_000, 119_001)).toBe(1);
    expect(secondsLeft(120_000, 120_000)).toBe(0);
    expect(secondsLeft(120_000, 200_000)).toBe(0);
  });
});
