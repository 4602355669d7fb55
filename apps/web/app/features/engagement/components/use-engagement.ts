import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ObserveType } from '@shop/domain/engagement/constants';
import { ApiError } from '../../../shared/api/client.ts';
import { firstServerMessage } from '../../../shared/api/server-messages.ts';
import { faEngagement as t } from '../../../shared/i18n/fa-engagement.ts';
import { paths } from '../../../shared/paths.ts';
import { useSessionUser, whenUserLearned } from '../../../shared/session/session-store.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { getEngagementFacts, type EngagementFacts } from '../api/engagement-calls.ts';

const none: EngagementFacts = { observed: false, wholesaled: false };

/**
 * The signed-in customer's facts about an item, asked after hydration (the product answer is public
 * and cached, so it cannot carry them; decision 063), and `send`: a request that needs a session
 * (signed out: to /login with this page as backUrl; storefront.md §5), toasts the spec's success, a
 * 422's messages as warnings, and marks the fact done.
 */
export function useEngagement(type: ObserveType, id: number, given: EngagementFacts) {
  const { user, isKnown } = useSessionUser();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const userId = user?.id ?? null;
  // What was learned, for whom and which item: another item or customer starts from nothing.
  const key = `${userId}:${type}:${id}`;
  const [known, setKnown] = useState<{ key: string; facts: EngagementFacts }>({ key, facts: none });
  const learned = known.key === key ? known.facts : none;
  const setLearned = (change: (facts: EngagementFacts) => EngagementFacts) =>
    setKnown((current) => ({ key, facts: change(current.key === key ? current.facts : none) }));
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (userId === null) return;
    let live = true;
    getEngagementFacts(type, id).then(
      (facts) => live && setKnown({ key: `${userId}:${type}:${id}`, facts }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [type, id, userId]);

  async function send(fact: keyof EngagementFacts, request: () => Promise<void>) {
    // Pressed while the browser still asks who is signed in (decision 071): that answer decides.
    const who = isKnown ? user : await whenUserLearned();
    if (who === null) {
      void navigate(paths.login(`${pathname}${search}`));
      return;
    }
    setBusy(true);
    try {
      await request();
      setLearned((facts) => ({ ...facts, [fact]: true }));
      notify('success', t.submitted);
    } catch (error) {
      if (!(error instanceof ApiError)) notify('error', t.networkError);
      // 401: the session ended meanwhile; the session store drops to guest and the button asks again.
      else if (error.status === 422) warnEach(error);
      else notify('error', firstServerMessage(error) ?? t.failed);
    } finally {
      setBusy(false);
    }
  }

  return {
    facts: {
      observed: given.observed || learned.observed,
      wholesaled: given.wholesaled || learned.wholesaled,
    },
    busy,
    send,
  };
}

/** Each message of a 422 as its own warning toast (storefront.md §5: wholesale and waitlist). */
function warnEach(error: ApiError): void {
  const message = error.envelope?.message;
  if (typeof message === 'string') return notify('warning', message || t.failed);
  const all = Object.values(message ?? {}).flat();
  if (all.length === 0) return notify('warning', t.failed);
  for (const text of all) notify('warning', text);
}
