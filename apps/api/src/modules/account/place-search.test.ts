import { describe, expect, it } from 'vitest';
import { getTestApp } from '../../test/app.ts';
import { expectError } from '../identity/test-support.ts';
import { placeSearchRateLimit } from './service/place-search.ts';
import { asShopper, newCustomer } from './test-support.ts';

const { app } = await getTestApp();
const search = (q: string, extra = '') => `/cedar/search?q=${encodeURIComponent(q)}${extra}`;

// GET cedar/search: the address map's search box (storefront.md §9; decision 087). With no provider
// configured the embedded gazetteer answers.
describe('GET cedar/search', () => {
  it('answers up to 15 places in Tehran, each with its kind, point and district', async () => {
    const as = asShopper(app, await newCustomer(app));
    const answer = await as('GET', search('ميدان ونك'));
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toContain('no-store');
    expect(answer.body.data[0]).toEqual({
      name: 'میدان ونک',
      kind: 'square',
      lat: 35.7575,
      lng: 51.4098,
      district: 'منطقهٔ ۳',
    });
    const squares = (await as('GET', search('میدان'))).body.data;
    expect(squares).toHaveLength(15);
    // A typo, and the map's centre choosing the stretch of a long street.
    const tajrish = (await as('GET', search('ولیعصز', '&lat=35.804&lng=51.427'))).body.data[0];
    expect(tajrish).toMatchObject({ name: 'خیابان ولیعصر', lat: 35.804, district: 'منطقهٔ ۱' });
    expect((await as('GET', search('قققق'))).body.data).toEqual([]);
  });

  it('refuses a guest, and a query shorter than two letters with a Persian message', async () => {
    const guest = await app.inject({ method: 'GET', url: `/api/v1${search('ونک')}` });
    expect(guest.statusCode).toBe(401);
    const as = asShopper(app, await newCustomer(app));
    const short = await as('GET', search(' و '));
    expect(short.status).toBe(422);
    expect(JSON.stringify(short.body)).toContain('دست‌کم دو حرف');
    expect((await as('GET', search('x'.repeat(101)))).status).toBe(422);
  });

  it(`limits one customer to ${placeSearchRateLimit.max} searches a minute`, async () => {
    const shopper = await newCustomer(app);
    const as = asShopper(app, shopper);
    for (let i = 0; i < placeSearchRateLimit.max; i++) {
      expect((await as('GET', search('ونک'))).status).toBe(200);
    }
    expectError(await as('GET', search('ونک')), 429, 'RATE_LIMITED');
    // Another customer is not held back by the first.
    expect((await asShopper(app, await newCustomer(app))('GET', search('ونک'))).status).toBe(200);
  }, 60_000);
});
