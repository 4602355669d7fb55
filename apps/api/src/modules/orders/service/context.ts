import type { Seller } from '@shop/domain/orders/account-schemas';
import type { PrivateFileStore } from '../../../adapters/files/port.ts';
import type { Database } from '../../../db/client.ts';

export type OrdersContext = {
  db: Database;
  now: () => Date;
  /** The seller's block of invoices (SELLER_*, the demo shop's by default). */
  seller: Seller;
  /** Where receipts are kept (disk, or S3 by S3_*). */
  files: PrivateFileStore;
};
