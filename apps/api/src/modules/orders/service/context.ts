import type { Database } from '../../../db/client.ts';

export type OrdersContext = {
  db: Database;
  now: () => Date;
};
