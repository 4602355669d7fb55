import type { Counters } from '../../../adapters/cache/port.ts';
import type { Database } from '../../../db/client.ts';
import type { Geocoder } from '../../../adapters/geocoding/port.ts';

export type AccountContext = {
  db: Database;
  now: () => Date;
  /** Names points for addresses; never called inside a transaction. */
  geocoder: Geocoder;
  logError: (error: unknown, message: string) => void;
  /** Rate-limit counters (the shared cache: Redis across replicas). */
  counters: Counters;
};
