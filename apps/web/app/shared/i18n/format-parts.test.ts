import { describe, expect, it } from 'vitest';
import { formatParts } from './format-parts.ts';

describe('formatParts', () => {
  it('fills each placeholder and names it, keeping the text between', () => {
    expect(formatParts('«{query}» یعنی «{corrected}»؟', { query: 'lhsj', corrected: 'ماست' })).toEqual([
      { text: '«' },
      { text: 'lhsj', name: 'query' },
      { text: '» یعنی «' },
      { text: 'ماست', name: 'corrected' },
      { text: '»؟' },
    ]);
  });

  it('leaves a placeholder it has no value for as written', () => {
    expect(formatParts('{a} و {b}', { a: 'x' })).toEqual([
      { text: 'x', name: 'a' },
      { text: ' و ' },
      { text: '{b}' },
    ]);
  });
});
