import { afterAll, describe, expect, it } from 'vitest';
import { startFakeGeocoders } from './fake-providers.ts';
import { createNeshanGeocoder } from './neshan.ts';
import { createNominatimGeocoder } from './nominatim.ts';
import { GeocoderUnavailableError } from './port.ts';

const fake = await startFakeGeocoders('service.test-key');
afterAll(() => fake.close());
const vanak = { lat: 35.7575, lng: 51.4098 };

describe('Nominatim', () => {
  const nominatim = createNominatimGeocoder({
    baseUrl: fake.baseUrl,
    userAgent: 'sabadino-test (shop@example.ir)',
  });

  it('asks /reverse in jsonv2 and Persian with the shop’s User-Agent, and reads its address', async () => {
    fake.setMode('ok');
    expect(await nominatim.locate(vanak)).toEqual({
      province: 'تهران',
      city: 'تهران',
      suburb: 'منطقه ۳',
      neighbourhood: 'ونک',
      road: 'خیابان ولیعصر',
      postcode: '1969833114',
    });
    const asked = fake.requests.at(-1)!;
    expect(asked.path).toBe('/reverse');
    expect(Object.fromEntries(asked.query)).toMatchObject({
      format: 'jsonv2',
      lat: '35.7575',
      lon: '51.4098',
      addressdetails: '1',
      'accept-language': 'fa',
    });
    expect(asked.headers['user-agent']).toBe('sabadino-test (shop@example.ir)');
  });

  it.each(['server-error', 'not-json'] as const)(
    'is unavailable when the provider gives %s',
    async (mode) => {
      fake.setMode(mode);
      await expect(nominatim.locate(vanak)).rejects.toBeInstanceOf(GeocoderUnavailableError);
    },
  );

  it('searches /search in jsonv2 and Persian, bounded to Tehran’s box, and reads kinds and points', async () => {
    fake.setMode('ok');
    expect(await nominatim.search('ولیعصر', vanak, 15)).toEqual([
      { name: 'خیابان ولیعصر', kind: 'street', lat: 35.734521, lng: 51.409015 },
      { name: 'میدان ولیعصر', kind: 'square', lat: 35.7118, lng: 51.4055 },
      { name: 'کوچه ولیعصر', kind: 'street', lat: 35.83, lng: 51.61 },
    ]);
    const asked = fake.requests.at(-1)!;
    expect(asked.path).toBe('/search');
    expect(Object.fromEntries(asked.query)).toEqual({
      format: 'jsonv2',
      q: 'ولیعصر',
      viewbox: '51.09,35.84,51.62,35.55',
      bounded: '1',
      'accept-language': 'fa',
      limit: '15',
    });
    expect(asked.headers['user-agent']).toBe('sabadino-test (shop@example.ir)');
    fake.setMode('server-error');
    await expect(nominatim.search('ولیعصر', vanak, 15)).rejects.toBeInstanceOf(GeocoderUnavailableError);
  });

  it('stops waiting for a provider that hangs when the caller’s time is up', async () => {
    fake.setMode('hang');
    await expect(nominatim.locate(vanak, AbortSignal.timeout(200))).rejects.toBeInstanceOf(
      GeocoderUnavailableError,
    );
  });
});

describe('Neshan', () => {
  it('asks /v5/reverse with the Api-Key header and reads the district and street', async () => {
    fake.setMode('ok');
    const neshan = createNeshanGeocoder({ apiKey: 'service.test-key', baseUrl: fake.baseUrl });
    expect(await neshan.locate(vanak)).toEqual({
      province: 'تهران',
      city: 'تهران',
      suburb: 'منطقهٔ ۳',
      neighbourhood: 'ونک',
      road: 'خیابان ملاصدرا',
      postcode: null,
    });
    const asked = fake.requests.at(-1)!;
    expect(asked.path).toBe('/v5/reverse');
    expect(Object.fromEntries(asked.query)).toEqual({ lat: '35.7575', lng: '51.4098' });
  });

  it('searches /v1/search around the map’s centre with the Api-Key header', async () => {
    fake.setMode('ok');
    const neshan = createNeshanGeocoder({ apiKey: 'service.test-key', baseUrl: fake.baseUrl });
    expect(await neshan.search('ونک', vanak, 15)).toEqual([
      { name: 'میدان ونک', kind: 'square', lat: 35.7575, lng: 51.4098 },
      { name: 'بزرگراه همت', kind: 'highway', lat: 35.755, lng: 51.41 },
    ]);
    const asked = fake.requests.at(-1)!;
    expect(asked.path).toBe('/v1/search');
    expect(Object.fromEntries(asked.query)).toEqual({ term: 'ونک', lat: '35.7575', lng: '51.4098' });
    expect(asked.headers['api-key']).toBe('service.test-key');
    expect(await neshan.search('ونک', vanak, 1)).toHaveLength(1);
    const wrong = createNeshanGeocoder({ apiKey: 'service.wrong', baseUrl: fake.baseUrl });
    await expect(wrong.search('ونک', vanak, 15)).rejects.toBeInstanceOf(GeocoderUnavailableError);
  });

  it('is unavailable with a wrong key (401) or a failing provider', async () => {
    fake.setMode('ok');
    const wrong = createNeshanGeocoder({ apiKey: 'service.wrong', baseUrl: fake.baseUrl });
    await expect(wrong.locate(vanak)).rejects.toBeInstanceOf(GeocoderUnavailableError);
    fake.setMode('server-error');
    const neshan = createNeshanGeocoder({ apiKey: 'service.test-key', baseUrl: fake.baseUrl });
    await expect(neshan.locate(vanak)).rejects.toBeInstanceOf(GeocoderUnavailableError);
  });
});
