import { visitLimits, type VisitType } from '@shop/domain/engagement/constants';
import { tehranDay } from '@shop/domain/checkout/delivery-slots';
import type { Counters } from '../../../adapters/cache/port.ts';
import type { Db } from '../../../db/client.ts';
import { addVisitCounts, type VisitCount } from '../queries/visits.ts';

export type VisitCounter = ReturnType<typeof createVisitCounter>;

/**
 * Page views (`POST visits`) counted without slowing any page (decision 063): a view is a number added
 * in memory, and the job `flush` writes what gathered with one upsert per pass. Memory is bounded: at
 * most `maxPendingRecords` records wait between passes (a view of another record is then dropped), and
 * one address counts at most `visitsPerAddressPerMinute` views (its counter is the cache's, shared by
 * replicas; the answer never waits for it).
 */
export function createVisitCounter(deps: {
  db: Db;
  counters: Counters;
  now: () => Date;
  logError: (error: unknown, message: string) => void;
}) {
  let pending = new Map<string, VisitCount>();

  function add(type: VisitType, id: number): void {
    const day = tehranDay(deps.now()).date;
    const key = `${day}|${type}|${id}`;
    const counted = pending.get(key);
    if (counted) counted.count += 1;
    else if (pending.size < visitLimits.maxPendingRecords) pending.set(key, { day, type, id, count: 1 });
  }

  return {
    /** Counts a view once the address's counter allows it; resolves at once. */
    record(type: VisitType, id: number, network: string): void {
      deps.counters
        .increment(`visits:${network}`, 60)
        .then((counter) => {
          if (counter.count <= visitLimits.visitsPerAddressPerMinute) add(type, id);
        })
        .catch((error: unknown) => deps.logError(error, 'visit not counted'));
    },

    /** Writes the gathered counts; a failed write puts them back (within the bound) for the next pass. */
    async flush(): Promise<number> {
      if (pending.size === 0) return 0;
      const batch = [...pending.values()];
      pending = new Map();
      try {
        await addVisitCounts(deps.db, batch);
        return batch.length;
      } catch (error) {
        for (const visit of batch) {
          const key = `${visit.day}|${visit.type}|${visit.id}`;
          const counted = pending.get(key);
          if (counted) counted.count += visit.count;
          else if (pending.size < visitLimits.maxPendingRecords) pending.set(key, visit);
        }
        throw error;
      }
    },

    /** Records waiting for the next flush (tests, and the bound's proof). */
    pendingRecords: (): number => pending.size,
  };
}
