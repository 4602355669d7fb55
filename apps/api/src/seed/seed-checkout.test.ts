import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { companies, companyCentres } from '../modules/account/public/tables.ts';
import { coupons, paymentPorts, postingMethods, slotTemplates } from '../modules/checkout/tables.ts';
import { isDemoShop, seedCheckout } from './seed-checkout.ts';

// The demo company DEMO-ORG and the codes NOWRUZ10 and WELCOME50 are in the README for anyone to use:
// they are the demo's, never a real shop's (decision 082, issue 46 item 19). Always PGlite in memory.

const now = new Date('2026-11-22T08:00:00.000Z');
let demo: DatabaseHandle;
let real: DatabaseHandle;

beforeAll(async () => {
  [demo, real] = await Promise.all([openDatabase({ dataDir: null }), openDatabase({ dataDir: null })]);
  await Promise.all([demo.migrate(), real.migrate()]);
  await seedCheckout(demo.db, { now, withDemoCompanyAndCodes: isDemoShop('http://localhost:3000') });
  await seedCheckout(real.db, { now, withDemoCompanyAndCodes: isDemoShop('https://sabadino.ir') });
});

afterAll(async () => {
  await Promise.all([demo?.close(), real?.close()]);
});

describe('seedCheckout', () => {
  it('gives the demo (http) its company, centres and codes', async () => {
    expect((await demo.db.select().from(companies)).map((row) => row.code)).toEqual(['DEMO-ORG']);
    expect(await demo.db.select().from(companyCentres)).toHaveLength(2);
    expect((await demo.db.select().from(coupons)).map((row) => row.code).sort()).toEqual([
      'NOWRUZ10',
      'WELCOME50',
    ]);
  });

  it('gives a real shop (https) its ways to ship, pay and deliver, and no demo company or code', async () => {
    expect(await real.db.select().from(companies)).toEqual([]);
    expect(await real.db.select().from(companyCentres)).toEqual([]);
    expect(await real.db.select().from(coupons)).toEqual([]);
    const methods = await real.db.select().from(postingMethods);
    expect(methods).toHaveLength(3);
    expect(methods.every((method) => method.freeForCompanies.length === 0)).toBe(true);
    expect(await real.db.select().from(paymentPorts)).toHaveLength(3);
    const slots = await real.db.select().from(slotTemplates);
    expect(slots.length).toBeGreaterThan(0);
    expect(slots.every((slot) => slot.centreId === null)).toBe(true);
  });
});
