import type { Counters } from '../../../adapters/cache/port.ts';
import type { SmsLog, SmsSender } from '../../../adapters/sms/port.ts';
import type { Db } from '../../../db/client.ts';
import type { CatalogueService } from '../../catalogue/index.ts';

/** What the engagement module's use cases are built from (module.ts makes it from the platform). */
export type EngagementContext = {
  db: Db;
  now: () => Date;
  counters: Counters;
  catalogue: CatalogueService;
  sms: SmsSender;
  log: SmsLog;
  logError: (error: unknown, message: string) => void;
  publicUrl: string;
};
