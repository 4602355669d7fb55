import { describe, expect, it } from 'vitest';
import type { FoundPlace, Locality } from '@shop/domain/account/schemas';
import { withChosenRoad } from './with-chosen-road.ts';

const named: Locality = {
  province: 'تهران',
  city: 'تهران',
  suburb: 'منطقهٔ ۶',
  neighbourhood: 'یوسف‌آباد',
  road: null,
  postcode: null,
};
const keshavarz: FoundPlace = {
  name: 'بلوار کشاورز',
  kind: 'street',
  lat: 35.7115,
  lng: 51.388,
  district: 'منطقهٔ ۶',
};

describe('the street chosen in the map’s search names the point', () => {
  it('gives the road when the geocoder named none and the pin is still on the place', () => {
    expect(withChosenRoad(named, keshavarz, { lat: 35.71151, lng: 51.38799 }).road).toBe('بلوار کشاورز');
  });

  it('leaves the names alone when the pin was dragged, the geocoder named a road, or it was a neighbourhood', () => {
    expect(withChosenRoad(named, keshavarz, { lat: 35.7125, lng: 51.388 }).road).toBeNull();
    expect(withChosenRoad({ ...named, road: 'خیابان فاطمی' }, keshavarz, keshavarz).road).toBe(
      'خیابان فاطمی',
    );
    expect(withChosenRoad(named, { ...keshavarz, kind: 'neighbourhood' }, keshavarz).road).toBeNull();
    expect(withChosenRoad(named, null, keshavarz)).toBe(named);
  });
});
