import { afterAll, describe, expect, it } from 'vitest';
import { startFakeGeocoders } from '../../adapters/geocoding/fake-providers.ts';
import { createNeshanGeocoder } from '../../adapters/geocoding/neshan.ts';
import { createNominatimGeocoder } from '../../adapters/geocoding/nominatim.ts';
import type { Geocoder } from '../../adapters/geocoding/port.ts';
import { createMemoryCache } from '../../adapters/cache/memory.ts';
import { buildApp } from '../../app.ts';
import { getTestApp } from '../../test/app.ts';
import { expectError } from '../identity/test-support.ts';
import { addressForm, asShopper, karaj, newCustomer, vanak } from './test-support.ts';

const { database } = await getTestApp();
const fake = await startFakeGeocoders('service.test-key');
const logged: string[] = [];

async function appWith(geocoder: Geocoder) {
  const app = await buildApp({
    database,
    cache: createMemoryCache(),
    publicUrl: 'http://shop.test',
    geocoder,
    logger: {
      level: 'error',
      stream: {
        write: (line: string) => {
          logged.push(line);
        },
      },
    },
  });
  await app.ready();
  return app;
}

const neshanApp = await appWith(createNeshanGeocoder({ apiKey: 'service.test-key', baseUrl: fake.baseUrl }));
const nominatimApp = await appWith(createNominatimGeocoder({ baseUrl: fake.baseUrl, userAgent: 'test' }));
afterAll(async () => {
  await Promise.all([neshanApp.close(), nominatimApp.close(), fake.close()]);
});

describe('a geocoding provider behind the gazetteer', () => {
  it('adds the provider’s street and names to a point in Tehran', async () => {
    fake.setMode('ok');
    const shopper = await newCustomer(neshanApp);
    const answer = await asShopper(neshanApp, shopper)(
      'GET',
      `/cedar/locality?lat=${vanak.lat}&lng=${vanak.lng}`,
    );
    expect(answer.body.data).toEqual({
      province: 'تهران',
      city: 'تهران',
      suburb: 'منطقهٔ ۳',
      neighbourhood: 'ونک',
      road: 'خیابان ملاصدرا',
      postcode: null,
    });
    const osm = await asShopper(nominatimApp, shopper)(
      'GET',
      `/openstreetmap/locality?lat=${vanak.lat}&lon=${vanak.lng}`,
    );
    expect(osm.body.data).toMatchObject({ road: 'خیابان ولیعصر', postcode: '1969833114', province: 'تهران' });
  });

  it('answers with the gazetteer, and logs, when the provider fails or hangs', async () => {
    const shopper = await newCustomer(neshanApp);
    for (const mode of ['server-error', 'not-json', 'hang'] as const) {
      fake.setMode(mode);
      logged.length = 0;
      const answer = await asShopper(neshanApp, shopper)(
        'GET',
        `/cedar/locality?lat=${vanak.lat}&lng=${vanak.lng}`,
      );
      expect(answer.status, mode).toBe(200);
      expect(answer.body.data).toMatchObject({ suburb: 'منطقهٔ ۳', neighbourhood: 'ونک', road: null });
      expect(logged.join('')).toContain('geocoder neshan failed');
    }
    // An address is still saved while the provider is down.
    fake.setMode('server-error');
    expect((await asShopper(neshanApp, shopper)('POST', '/addresses', addressForm())).status).toBe(200);
  }, 20_000);

  it('never delivers outside Tehran, whatever the provider names the point', async () => {
    fake.setMode('ok'); // the fake names every point «تهران»
    const shopper = await newCustomer(neshanApp);
    const as = asShopper(neshanApp, shopper);
    expectError(
      await as('GET', `/cedar/locality?lat=${karaj.lat}&lng=${karaj.lng}`),
      422,
      'ADDRESS_OUTSIDE_SERVICE_AREA',
    );
    expectError(await as('POST', '/addresses', addressForm(karaj)), 422, 'ADDRESS_OUTSIDE_SERVICE_AREA');
  });

  it('searches places with the provider, keeping only Tehran’s, each with its district', async () => {
    fake.setMode('ok');
    const shopper = await newCustomer(nominatimApp);
    const answer = await asShopper(nominatimApp, shopper)(
      'GET',
      `/cedar/search?q=${encodeURIComponent('ولیعصر')}`,
    );
    expect(answer.status).toBe(200);
    // The fake's third place (Lavasan) lies outside the districts: dropped.
    expect(answer.body.data).toEqual([
      { name: 'خیابان ولیعصر', kind: 'street', lat: 35.734521, lng: 51.409015, district: 'منطقهٔ ۶' },
      { name: 'میدان ولیعصر', kind: 'square', lat: 35.7118, lng: 51.4055, district: 'منطقهٔ ۶' },
    ]);
    const neshan = await asShopper(neshanApp, shopper)(
      'GET',
      `/cedar/search?q=${encodeURIComponent('ونک')}&lat=${vanak.lat}&lng=${vanak.lng}`,
    );
    expect(neshan.body.data[0]).toEqual({
      name: 'میدان ونک',
      kind: 'square',
      lat: 35.7575,
      lng: 51.4098,
      district: 'منطقهٔ ۳',
    });
    expect(Object.fromEntries(fake.requests.at(-1)!.query)).toMatchObject({ lat: '35.7575', lng: '51.4098' });
  });

  it('searches the gazetteer, and logs, when the provider fails or hangs', async () => {
    const shopper = await newCustomer(neshanApp);
    for (const mode of ['server-error', 'not-json', 'hang'] as const) {
      fake.setMode(mode);
      logged.length = 0;
      const answer = await asShopper(neshanApp, shopper)(
        'GET',
        `/cedar/search?q=${encodeURIComponent('ونک')}`,
      );
      expect(answer.status, mode).toBe(200);
      expect(answer.body.data.map((place: { name: string }) => place.name)).toContain('میدان ونک');
      expect(logged.join('')).toContain('geocoder neshan search failed');
    }
  }, 20_000);
});
