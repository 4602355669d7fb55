/**
 * The catalogue every API test sees: seeded once per database with a fixed clock, so special
 * sales and expiries are the same on every run.
 */
export const testNow = new Date('2026-11-22T08:00:00.000Z');
export const testSeedProducts = 300;
