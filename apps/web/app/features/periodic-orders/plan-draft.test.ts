import { describe, expect, it } from 'vitest';
import { canRemoveLine, changeRequest, draftOf, withCount, withoutLine } from './plan-draft.ts';
import { weeklyPlan } from './test-plans.ts';

// The edit form's rules: counts held within 1..999, the last line kept, and a change request that
// says only what changed (PUT periodic-orders/{id}: a line left out is dropped).

describe('a plan draft', () => {
  const plan = weeklyPlan();

  it('starts as the plan stands and asks for nothing until something changes', () => {
    const draft = draftOf(plan);
    expect(draft).toEqual({
      periodicType: 3,
      lines: [
        { type: 1, id: 12, count: 2 },
        { type: 2, id: 12, count: 1 },
      ],
    });
    expect(changeRequest(plan, draft)).toBeNull();
  });

  it('sends only the period when only the period changed', () => {
    expect(changeRequest(plan, { ...draftOf(plan), periodicType: 4 })).toEqual({ periodic_type: 4 });
  });

  it('sends every kept line when one count changed, telling a product from a bundle of the same id', () => {
    const draft = withCount(draftOf(plan), '2-12', 3);
    expect(changeRequest(plan, draft)).toEqual({
      lines: [
        { type: 1, id: 12, count: 2 },
        { type: 2, id: 12, count: 3 },
      ],
    });
  });

  it('leaves a removed line out of the request and sends the period with it', () => {
    const draft = { ...withoutLine(draftOf(plan), '1-12'), periodicType: 4 as const };
    expect(changeRequest(plan, draft)).toEqual({ periodic_type: 4, lines: [{ type: 2, id: 12, count: 1 }] });
  });

  it('asks for nothing when a count goes up and back down again', () => {
    const draft = withCount(withCount(draftOf(plan), '1-12', 3), '1-12', 2);
    expect(changeRequest(plan, draft)).toBeNull();
  });

  it.each([
    [0, 1],
    [-4, 1],
    [1000, 999],
    [2.7, 2],
  ])('holds a count of %s at %s (the API takes 1 to 999)', (asked, held) => {
    expect(withCount(draftOf(plan), '1-12', asked).lines[0]?.count).toBe(held);
  });

  it('keeps the last line: a plan is stopped, not emptied', () => {
    const one = withoutLine(draftOf(plan), '2-12');
    expect(canRemoveLine(one)).toBe(false);
    expect(withoutLine(one, '1-12')).toBe(one);
    expect(canRemoveLine(draftOf(plan))).toBe(true);
  });
});
