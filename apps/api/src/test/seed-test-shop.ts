import type { Database } from '../db/client.ts';
import { seedCatalogue } from '../seed/seed-catalogue.ts';
import { seedCheckout } from '../seed/seed-checkout.ts';
import { testNow, testSeedProducts } from './fixture.ts';

/**
 * The demo shop as the API tests see it, seeded with the fixed clock, its home-delivery slots of
 * ample capacity: test files place their orders in the first open slot, and on PostgreSQL (one
 * database for many files) a slot filled by other files' orders must not change what a test sees. A
 * test that needs a full slot sets its own (checkout/test-support.ts setSlotCapacity).
 */
export async function seedTestShop(db: Database): Promise<void> {
  await seedCatalogue(db, { products: testSeedProducts, now: testNow, files: null });
  await seedCheckout(db, { now: testNow, homeSlotCapacity: 100_000, withDemoCompanyAndCodes: true });
}
