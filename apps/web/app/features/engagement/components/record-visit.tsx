import { useEffect } from 'react';
import type { VisitType } from '@shop/domain/engagement/constants';
import { whenIdle } from '../../../shared/ui/when-idle.ts';
import { recordVisit } from '../api/engagement-calls.ts';

/**
 * Counts one view of a page once it is idle (`POST visits`), never in the way of its first paint or
 * its hydration; a new record on the same route (a similar product followed) is a new view.
 */
export function RecordVisit({ type, id }: { type: VisitType; id: number }) {
  useEffect(() => whenIdle(() => recordVisit(type, id), 3_000), [type, id]);
  return null;
}
