import type { PeriodicPlan } from '@shop/domain/checkout/periodic-plans';
import { formatToman } from '@shop/domain/money';
import { formatTrackingCode } from '@shop/domain/orders/tracking-code';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { format } from '../../../shared/i18n/fa.ts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { RepeatIcon } from '../../../shared/ui/icons-lazy.tsx';
import { faPeriodicOrders as t } from '../../../shared/i18n/fa-periodic-orders.ts';
import { draftOf, type PlanDraft } from '../plan-draft.ts';
import { nextRoundText } from '../plan-text.ts';
import { PlanActions } from './plan-actions.tsx';
import { PlanEditor } from './plan-editor.tsx';
import { PlanLines } from './plan-lines.tsx';
import { usePlanActions } from './use-plan-actions.ts';

/** Ports whose repeat order waits for its money until its delivery day begins (online, bank transfer). */
const paidBeforeTheDay = new Set([3, 6]);

/**
 * One running plan: its period, next round, where and how it goes, its goods at today's prices and
 * the three actions. «تغییر» turns the goods into the form; leaving the form puts focus back on it.
 */
export function PlanCard({
  plan,
  onChanged,
  onGone,
  onFocusAway,
}: {
  plan: PeriodicPlan;
  onChanged: (plan: PeriodicPlan) => void;
  onGone: (planId: number) => void;
  /** Where focus goes once this card has left the page. */
  onFocusAway: () => void;
}) {
  const titleId = useId();
  /** Set once the plan has left (stopped here or found stopped): the dialog must not refocus this card. */
  const isGone = useRef(false);
  const actions = usePlanActions({
    onChanged,
    onGone: (planId) => {
      isGone.current = true;
      onGone(planId);
    },
  });
  const [draft, setDraft] = useState<PlanDraft | null>(null);
  const [isAsking, setAsking] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const stopButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  const isEditing = draft !== null;
  useEffect(() => {
    if (wasEditing.current && !isEditing) editButton.current?.focus();
    wasEditing.current = isEditing;
  }, [isEditing]);

  async function save() {
    if (draft && (await actions.save(plan, draft))) setDraft(null);
  }

  return (
    <article
      data-testid="periodic-plan"
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-3xl bg-white p-4 shadow-sm sm:p-6"
    >
      <header className="flex flex-col gap-2">
        <h2 id={titleId} className="flex items-center gap-2 font-bold">
          <span className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
            <RepeatIcon className="size-4" />
          </span>
          {format(t.planOf, { period: t.period[plan.periodic_type] })}
        </h2>
        <p
          data-testid="next-round"
          className="w-fit rounded-xl bg-brand-50 px-3 py-2 text-sm font-semibold text-brand-700"
        >
          {nextRoundText(plan)}
        </p>
      </header>
      <dl className="flex flex-col gap-2 text-sm">
        <Fact label={t.destination} value={plan.destination} />
        <Fact label={t.shipping} value={plan.posting_title} />
        <Fact label={t.payment} value={t.ports[plan.payment_port] ?? ''} />
        {plan.tracking_code ? (
          <Fact label={t.lastOrder} value={<bdi dir="ltr">{formatTrackingCode(plan.tracking_code)}</bdi>} />
        ) : null}
      </dl>
      {paidBeforeTheDay.has(plan.payment_port) ? (
        <p className="rounded-xl bg-surface px-3 py-2 text-xs text-muted">{t.payBeforeDay}</p>
      ) : null}
      {draft ? (
        <PlanEditor
          plan={plan}
          draft={draft}
          onDraft={setDraft}
          onSave={() => void save()}
          onCancel={() => setDraft(null)}
          isSaving={actions.busy === 'change'}
        />
      ) : (
        <>
          <PlanLines lines={plan.lines} />
          <div className="flex flex-col gap-1 border-t border-black/5 pt-3">
            <p data-testid="goods-total" className="font-bold">
              {format(t.goodsTotal, { amount: formatToman(plan.goods_total) })}
            </p>
            <p className="text-xs text-muted">{t.goodsTotalHint}</p>
          </div>
          <PlanActions
            busy={actions.busy}
            editButton={editButton}
            stopButton={stopButton}
            onSkip={() => void actions.skip(plan)}
            onEdit={() => setDraft(draftOf(plan))}
            onStop={() => setAsking(true)}
          />
        </>
      )}
      <ConfirmDialog
        open={isAsking}
        title={t.stopQuestion}
        detail={t.stopDetail}
        confirmLabel={t.stopConfirm}
        keepLabel={t.stopKeep}
        tone="brand"
        isBusy={actions.busy === 'stop'}
        onConfirm={() => void actions.stop(plan)}
        onClose={() => setAsking(false)}
        onCloseAutoFocus={(event) => {
          // Radix hands focus back to a Dialog.Trigger, and this dialog has none: say where it goes.
          event.preventDefault();
          if (isGone.current) onFocusAway();
          else stopButton.current?.focus();
        }}
      />
    </article>
  );
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="shrink-0 text-muted">{label}:</dt>
      <dd className="min-w-0">{value}</dd>
    </div>
  );
}
