import type { VisitType } from '@shop/domain/engagement/constants';
import { bindUseCases } from '../../platform/shop-module.ts';
import { listMostViewed } from './queries/visits.ts';
import type { EngagementContext } from './service/context.ts';
import { bundleEngagement, observe, productEngagement, requestWholesale } from './service/requests.ts';
import { createVisitCounter } from './service/visits.ts';
import { sendWaitlistNotices } from './service/waitlist-notices.ts';

export type EngagementService = ReturnType<typeof createEngagementService>;

/** The engagement module's use cases (issue 21); this only wires them to their deps. */
export function createEngagementService(ctx: EngagementContext) {
  const visits = createVisitCounter({
    db: ctx.db,
    counters: ctx.counters,
    now: ctx.now,
    logError: ctx.logError,
  });
  return {
    ...bindUseCases(ctx, {
      observe,
      requestWholesale,
      productEngagement,
      bundleEngagement,
      sendWaitlistNotices,
    }),
    recordVisit: visits.record,
    flushVisits: visits.flush,
    pendingVisitRecords: visits.pendingRecords,
    /** For the back office: the most viewed records of a type between two Tehran days (`YYYY-MM-DD`). */
    mostViewed: (input: { type: VisitType; from: string; to: string; limit: number }) =>
      listMostViewed(ctx.db, input),
  };
}
