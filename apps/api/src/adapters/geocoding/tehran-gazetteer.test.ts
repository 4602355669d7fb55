import { describe, expect, it } from 'vitest';
import { nearestTehranPlace, tehranGazetteer } from './tehran-gazetteer.ts';
import { tehranDistricts } from '@shop/domain/account/tehran-places';

describe('the Tehran gazetteer', () => {
  it('knows all 22 districts, each with neighbourhoods inside the service box', async () => {
    expect(tehranDistricts.map((d) => d.number)).toEqual(Array.from({ length: 22 }, (_, i) => i + 1));
    for (const district of tehranDistricts) {
      for (const place of district.places) {
        expect(nearestTehranPlace(place), place.name).toEqual({
          district: district.number,
          neighbourhood: place.name,
        });
      }
    }
  });

  it.each([
    ['Vanak square', 35.7575, 51.4098, 3, 'ونک'],
    ['Tajrish', 35.8045, 51.4268, 1, 'تجریش'],
    ['Shahr-e Rey', 35.5905, 51.4355, 20, 'شهر ری'],
    ['Ekbatan', 35.7115, 51.3155, 5, 'اکباتان'],
  ])('names %s', async (_where, lat, lng, district, neighbourhood) => {
    expect(nearestTehranPlace({ lat, lng })).toEqual({ district, neighbourhood });
    const locality = await tehranGazetteer.locate({ lat, lng });
    expect(locality).toMatchObject({ province: 'تهران', city: 'تهران', neighbourhood });
    expect(locality?.suburb).toMatch(/^منطقهٔ [۰-۹]+$/);
  });

  it.each([
    ['Karaj', 35.8327, 50.9916],
    ['Isfahan', 32.6546, 51.668],
    ['Lavasan, north-east of the box', 35.82, 51.62],
    ['the desert south of the box', 35.555, 51.2],
    ['not a number', Number.NaN, 51.4],
  ])('refuses %s', async (_where, lat, lng) => {
    expect(nearestTehranPlace({ lat, lng })).toBeNull();
    expect(await tehranGazetteer.locate({ lat, lng })).toBeNull();
  });
});
