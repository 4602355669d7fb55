import type { Database } from '../../../db/client.ts';
import type { ReverseGeocoder } from '../../../adapters/geocoding/port.ts';

export type AccountContext = {
  db: Database;
  now: () => Date;
  /** Names points for addresses; never called inside a transaction. */
  geocoder: ReverseGeocoder;
  logError: (error: unknown, message: string) => void;
};
