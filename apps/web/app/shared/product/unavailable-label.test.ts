import { describe, expect, it } from 'vitest';
import { unavailableLabel } from './unavailable-label.ts';

describe('an unavailable product in place of its price (spec §4)', () => {
  it.each([
    [true, 'در حال تأمین'],
    [false, 'ناموجود'],
  ])('coming soon %s → «%s»', (isComingSoon, label) => {
    expect(unavailableLabel({ comming_soon: isComingSoon })).toBe(label);
  });
});
