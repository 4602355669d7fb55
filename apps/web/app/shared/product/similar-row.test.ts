import { describe, expect, it } from 'vitest';
import { similarRowClass } from './similar-row.tsx';

describe('similar products layout', () => {
  it('is a grid for fewer than five cards and a slider from five', () => {
    expect(similarRowClass(0)).not.toContain('scroll-row');
    expect(similarRowClass(4)).not.toContain('scroll-row');
    expect(similarRowClass(5)).toContain('scroll-row');
    expect(similarRowClass(12)).toContain('scroll-row');
  });

  it('shows five per view on large screens and seven from 1920 px', () => {
    expect(similarRowClass(8)).toContain('min-[1200px]:[--per-view:5]');
    expect(similarRowClass(8)).toContain('min-[1920px]:[--per-view:7]');
  });

  it('stays a grid under 600 px even with many cards', () => {
    expect(similarRowClass(8)).toMatch(/^grid grid-cols-2/);
    expect(similarRowClass(8)).not.toMatch(/(^| )scroll-row/);
  });
});
