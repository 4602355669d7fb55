import type { CacheStore } from '../../../adapters/cache/port.ts';
import type { SmsLog, SmsSender } from '../../../adapters/sms/port.ts';
import type { Database } from '../../../db/client.ts';
import type { UserAccountDetails } from '@shop/domain/identity/schemas';
import type { RateLimiter } from './rate-limits.ts';

/** What the identity use cases share: built once in service.ts. */
export type IdentityContext = {
  db: Database;
  cache: CacheStore;
  now: () => Date;
  sms: SmsSender;
  limits: RateLimiter;
  /** Keys one-time code hashes (CODE_PEPPER). */
  codePepper: string;
  /**
   * The user object's company, place and main address: the account module's, a rung above, so it is
   * handed in by buildApp (decision 084); none without it.
   */
  accountDetails: (customerId: number) => Promise<UserAccountDetails>;
};

/**
 * Who is asking: sessions remember the address and browser; per-address limits count `network`
 * (the address, or its /64 for IPv6: http/client-network.ts); logs; the audit's request id.
 */
export type Caller = {
  ip: string;
  network: string;
  userAgent: string | null;
  log: SmsLog;
  requestId?: string;
};
