import type { Sweep } from '../../../platform/sweep-runner.ts';
import { claimDueHolds, expireHold } from '../public/stock-holds.ts';

/**
 * Gives back the units of holds whose time is over (decision 069). The waitlist's sweep then finds
 * them in stock and gives the next in line a turn.
 */
export const holdExpirySweep: Sweep<{ id: number }> = {
  name: 'stock-hold-expiry',
  claim: (tx, limit, now) => claimDueHolds(tx, now, limit),
  handle: (tx, hold, now) => expireHold(tx, hold.id, now),
};
