import { describe, expect, it } from 'vitest';
import { cutDescription } from './brand-description.ts';

const words = (count: number) => Array.from({ length: count }, (_, i) => `واژه${i % 10}`).join(' ');

describe('the brand description cut (spec: over 400 characters → 200 with more/less)', () => {
  it('shows a description of 400 characters or less whole, without a toggle', () => {
    const text = 'ب'.repeat(400);
    expect(cutDescription(text)).toEqual({ preview: text, isCut: false });
  });

  it('cuts a description over 400 characters to at most 200, at a word boundary', () => {
    const text = words(80); // 80 × 6 − 1 = 479 characters
    expect(text.length).toBeGreaterThan(400);
    const { preview, isCut } = cutDescription(text);
    expect(isCut).toBe(true);
    expect(preview.endsWith('...')).toBe(true);
    const kept = preview.slice(0, -3);
    expect(kept.length).toBeLessThanOrEqual(200);
    expect(text.startsWith(kept)).toBe(true);
    expect(text.charAt(kept.length)).toBe(' ');
  });

  it('does not count surrounding whitespace', () => {
    expect(cutDescription(`  ${'ب'.repeat(400)}\n`).isCut).toBe(false);
  });
});
