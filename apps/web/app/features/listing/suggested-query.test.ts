import { describe, expect, it } from 'vitest';
import { suggestedQuery } from './suggested-query.ts';

describe("an unknown path's suggested search", () => {
  it('searches the decoded last segment when it is Persian, hyphens read as spaces', () => {
    expect(suggestedQuery(`/old/${encodeURIComponent('شیر-پاستوریزه')}`)).toBe('شیر پاستوریزه');
    expect(suggestedQuery(`/${encodeURIComponent('ماست')}/`)).toBe('ماست');
  });

  it('suggests nothing for English, numbers, a bare slash or a broken escape', () => {
    expect(suggestedQuery('/no/such/page')).toBeNull();
    expect(suggestedQuery('/products/123')).toBeNull();
    expect(suggestedQuery('/')).toBeNull();
    expect(suggestedQuery('/%E0%A4%A')).toBeNull();
  });
});
