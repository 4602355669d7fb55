import { describe, expect, it } from 'vitest';
import { ratingSummaryOf } from './rating-summary.ts';

describe('ratingSummaryOf', () => {
  it.each([
    [0, 0, null],
    [1, 5, { count: 1, average: 5 }],
    [2, 9, { count: 2, average: 4.5 }],
    [3, 13, { count: 3, average: 4.3 }],
    [3, 14, { count: 3, average: 4.7 }],
    [6, 7, { count: 6, average: 1.2 }],
  ])('%i ratings summing %i → %j', (count, total, expected) => {
    expect(ratingSummaryOf(count, total)).toEqual(expected);
  });
});
