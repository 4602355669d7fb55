import type { ChangePeriodicRequest, PeriodicPlan } from '@shop/domain/checkout/periodic-plans';

// The edit form of a plan (its period and its lines' counts) as plain data, and the change request it
// comes to. `PUT periodic-orders/{id}` takes only the plan's own lines, at least one, counts 1 to 999;
// a line left out is dropped (decision 055).

export type RepeatType = PeriodicPlan['periodic_type'];
type Line = PeriodicPlan['lines'][number];

export type DraftLine = { type: Line['type']; id: number; count: number };
export type PlanDraft = { periodicType: RepeatType; lines: DraftLine[] };

export const countLimits = { min: 1, max: 999 } as const;

/** A line's key in the plan: a product and a bundle may share an id. */
export const lineKey = (line: { type: number; id: number }) => `${line.type}-${line.id}`;

/** The form as the plan stands. */
export function draftOf(plan: PeriodicPlan): PlanDraft {
  return {
    periodicType: plan.periodic_type,
    lines: plan.lines.map(({ type, id, count }) => ({ type, id, count })),
  };
}

/** One line's count set, held within 1 to 999 (the stepper never goes past either end). */
export function withCount(draft: PlanDraft, key: string, count: number): PlanDraft {
  const held = Math.min(countLimits.max, Math.max(countLimits.min, Math.trunc(count)));
  return {
    ...draft,
    lines: draft.lines.map((line) => (lineKey(line) === key ? { ...line, count: held } : line)),
  };
}

/** Whether a line may be taken out: a plan keeps at least one. */
export const canRemoveLine = (draft: PlanDraft) => draft.lines.length > 1;

/** The draft without one line; the last line stays (the plan is stopped instead). */
export function withoutLine(draft: PlanDraft, key: string): PlanDraft {
  if (!canRemoveLine(draft)) return draft;
  return { ...draft, lines: draft.lines.filter((line) => lineKey(line) !== key) };
}

/**
 * What to send: the period when it changed, all the lines kept when any count changed or a line was
 * dropped; null when the form says what the plan already says (nothing to save).
 */
export function changeRequest(plan: PeriodicPlan, draft: PlanDraft): ChangePeriodicRequest | null {
  const before = draftOf(plan);
  const isPeriodChanged = draft.periodicType !== before.periodicType;
  const areLinesChanged =
    draft.lines.length !== before.lines.length ||
    draft.lines.some((line, index) => {
      const was = before.lines[index];
      return !was || lineKey(was) !== lineKey(line) || was.count !== line.count;
    });
  if (!isPeriodChanged && !areLinesChanged) return null;
  return {
    ...(isPeriodChanged ? { periodic_type: draft.periodicType } : {}),
    ...(areLinesChanged ? { lines: draft.lines.map(({ type, id, count }) => ({ type, id, count })) } : {}),
  };
}
