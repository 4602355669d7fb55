import type { PeriodicPlan } from '@shop/domain/checkout/periodic-plans';
import { useRef, useState } from 'react';
import { browserApi } from '../../../shared/api/browser-client.ts';
import { faPeriodicOrders as t } from '../../../shared/i18n/fa-periodic-orders.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { changePeriodicPlan } from '../api/change-periodic-plan.ts';
import { skipPeriodicRound } from '../api/skip-periodic-round.ts';
import { stopPeriodicPlan } from '../api/stop-periodic-plan.ts';
import { changeRequest, type PlanDraft } from '../plan-draft.ts';
import { failureMessages, isPlanGone, skipNotice } from '../plan-text.ts';

export type PlanCall = 'skip' | 'change' | 'stop';

type Outcomes = {
  /** The plan as the API answered it. */
  onChanged: (plan: PeriodicPlan) => void;
  /** Stopped here, or found stopped already (another tab, the phone): its card goes. */
  onGone: (planId: number) => void;
};

/**
 * A plan's three writes, one at a time: `busy` names the running one (its button shows it, the others
 * wait); a press while one runs is ignored. Each success says so in a toast; a failure shows the
 * envelope's Persian message, and a plan stopped elsewhere leaves the page.
 */
export function usePlanActions({ onChanged, onGone }: Outcomes) {
  const [busy, setBusy] = useState<PlanCall | null>(null);
  const running = useRef(false);

  async function run(call: PlanCall, planId: number, task: () => Promise<void>): Promise<boolean> {
    if (running.current) return false;
    running.current = true;
    setBusy(call);
    try {
      await task();
      return true;
    } catch (error) {
      for (const message of failureMessages(error)) notify('error', message, message);
      if (isPlanGone(error)) onGone(planId);
      return false;
    } finally {
      running.current = false;
      setBusy(null);
    }
  }

  return {
    busy,
    skip: (plan: PeriodicPlan) =>
      run('skip', plan.id, async () => {
        const after = await skipPeriodicRound(browserApi, plan.id, plan.next_day);
        onChanged(after);
        const notice = skipNotice(plan, after);
        notify(notice.kind, notice.text);
      }),
    /** Saves the form; resolves true when there is nothing more to edit (saved, or nothing changed). */
    save: (plan: PeriodicPlan, draft: PlanDraft) => {
      const change = changeRequest(plan, draft);
      if (!change) return Promise.resolve(true);
      return run('change', plan.id, async () => {
        onChanged(await changePeriodicPlan(browserApi, plan.id, change));
        notify('success', t.saved);
      });
    },
    stop: (plan: PeriodicPlan) =>
      run('stop', plan.id, async () => {
        await stopPeriodicPlan(browserApi, plan.id);
        notify('success', t.stopped);
        onGone(plan.id);
      }),
  };
}
