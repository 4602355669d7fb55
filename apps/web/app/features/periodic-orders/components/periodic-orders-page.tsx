import type { PeriodicPlan } from '@shop/domain/checkout/periodic-plans';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { faPeriodicOrders as t } from '../../../shared/i18n/fa-periodic-orders.ts';
import { paths } from '../../../shared/paths.ts';
import { PlanCard } from './plan-card.tsx';

/**
 * /profile/periodic-orders (decision 055): how rounds work, then one card per running plan, nearest
 * round first, or a way back to the shop. The plans come from the loader; a write's answer replaces its
 * plan here (cards keep their places until the page is loaded again), a stopped plan leaves, and focus
 * goes to the heading so it is not lost with the card.
 */
export function PeriodicOrdersPage({ plans: loaded }: { plans: PeriodicPlan[] }) {
  const [plans, setPlans] = useState(loaded);
  // The loader ran again (the tab came back into view): its answer wins.
  const [shown, setShown] = useState(loaded);
  if (shown !== loaded) {
    setShown(loaded);
    setPlans(loaded);
  }
  const heading = useRef<HTMLHeadingElement>(null);
  const hasLeft = useRef(false);
  useEffect(() => {
    if (!hasLeft.current) return;
    hasLeft.current = false;
    heading.current?.focus();
  }, [plans]);

  const replace = (changed: PeriodicPlan) =>
    setPlans((list) => list.map((plan) => (plan.id === changed.id ? changed : plan)));
  const remove = (planId: number) => {
    hasLeft.current = true;
    setPlans((list) => list.filter((plan) => plan.id !== planId));
  };

  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-4">
      <h1 ref={heading} tabIndex={-1} className="text-xl font-bold outline-none">
        {t.heading}
      </h1>
      <div className="flex flex-col gap-1 text-sm leading-7 text-muted">
        {t.intro.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
      {plans.length === 0 ? (
        <div data-testid="periodic-empty" className="rounded-3xl bg-white p-6 text-center shadow-sm sm:p-10">
          <p className="text-lg font-bold">{t.empty}</p>
          <p className="mx-auto mt-2 max-w-md text-sm text-muted">{t.emptyHint}</p>
          <Link
            to={paths.home()}
            className="mt-6 inline-flex rounded-xl bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
          >
            {t.toShop}
          </Link>
        </div>
      ) : (
        plans.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            onChanged={replace}
            onGone={remove}
            onFocusAway={() => heading.current?.focus()}
          />
        ))
      )}
    </section>
  );
}
