import type { OrderDetail } from '@shop/domain/orders/account-schemas';

type Step = OrderDetail['status_navbar'][number];

/**
 * The timeline's steps as the customer sees them (spec §4): only those the order's path goes through
 * (`continue`) and that are shown (`visibility`); a step is active once `done`, and only a done step's
 * date is shown.
 */
export function visibleTimeline(
  steps: readonly Step[],
): { title: string; isDone: boolean; at: string | null }[] {
  return steps
    .filter((step) => step.continue && step.visibility)
    .map((step) => ({ title: step.faTitle, isDone: step.done, at: step.done ? step.dueDate : null }));
}
