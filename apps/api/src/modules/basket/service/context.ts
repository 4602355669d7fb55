import type { Db } from '../../../db/client.ts';

export type BasketContext = {
  db: Db;
  now: () => Date;
  /** Rials above which shipping is free (GET config/free-shipping-threshold). */
  freeShippingThreshold: number;
};
