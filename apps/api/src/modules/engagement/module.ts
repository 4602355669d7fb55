import type { SmsSender } from '../../adapters/sms/port.ts';
import type { Platform, ShopModule } from '../../platform/shop-module.ts';
import type { CatalogueService } from '../catalogue/index.ts';
import type { CustomerAuth } from '../identity/index.ts';
import { engagementRoutes } from './routes.ts';
import { createEngagementService, type EngagementService } from './service.ts';
import { waitlistSweep } from './service/waitlist-sweep.ts';

export function engagementModule(
  platform: Platform,
  needs: { auth: CustomerAuth; catalogue: CatalogueService; sms: SmsSender },
): ShopModule<EngagementService> {
  const engagement = createEngagementService({
    db: platform.db,
    now: platform.now,
    counters: platform.cache,
    catalogue: needs.catalogue,
    sms: needs.sms,
    log: platform.log,
    logError: platform.logError,
    publicUrl: platform.publicUrl,
  });
  return {
    name: 'engagement',
    face: engagement,
    sweeps: [waitlistSweep(platform.publicUrl)],
    jobs: [
      { name: 'send waitlist notices', run: () => engagement.sendWaitlistNotices() },
      { name: 'write visit counts', run: () => engagement.flushVisits() },
    ],
    // Personal: answers about the caller, and writes, are never cached.
    routes: { personal: (scope) => engagementRoutes(scope, { engagement, auth: needs.auth }) },
  };
}
