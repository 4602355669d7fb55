import { describe, expect, it } from 'vitest';
import { formatRetryWait } from './retry-wait.ts';

describe('formatRetryWait', () => {
  it.each([
    [0, '۱ ثانیه'],
    [0.2, '۱ ثانیه'],
    [45, '۴۵ ثانیه'],
    [59, '۵۹ ثانیه'],
    [60, '۱ دقیقه'],
    [61, '۲ دقیقه'],
    [480, '۸ دقیقه'],
    [899, '۱۵ دقیقه'],
  ])('%s seconds read as «%s», never earlier than the limit allows', (seconds, words) => {
    expect(formatRetryWait(seconds)).toBe(words);
  });
});
