import { testDatabaseUrl } from './database-url.ts';
import { setupDatabase } from './global-setup.ts';

/** The api-orders project's own PostgreSQL database, beside the shared one (database-url.ts). */
export async function setup(): Promise<void> {
  await setupDatabase(testDatabaseUrl('orders'), true);
}
