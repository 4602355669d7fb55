import { describe, expect, it } from 'vitest';
import { tehranBounds } from '@shop/domain/account/tehran';
import { nearestTehranPlace } from './tehran-gazetteer.ts';
import { searchTehranPlaces } from './tehran-place-search.ts';
import { tehranSearchPlaces } from './tehran-search-places.ts';

const centre = { lat: 35.69, lng: 51.39 };
const first = (query: string, near = centre) => searchTehranPlaces(query, near, 15)[0];
const names = (query: string, near = centre) => searchTehranPlaces(query, near, 15).map((hit) => hit.name);

describe('the offline place search (decision 087)', () => {
  it('knows a few hundred places, every point inside Tehran’s districts', () => {
    expect(tehranSearchPlaces.length).toBeGreaterThanOrEqual(250);
    const kinds = new Set(tehranSearchPlaces.map((entry) => entry.kind));
    expect([...kinds].sort()).toEqual(['highway', 'landmark', 'neighbourhood', 'square', 'street']);
    for (const entry of tehranSearchPlaces) {
      for (const point of entry.points) {
        expect(point.lat, entry.name).toBeGreaterThan(tehranBounds.south);
        expect(point.lat, entry.name).toBeLessThan(tehranBounds.north);
        expect(nearestTehranPlace(point), entry.name).not.toBeNull();
      }
    }
    // One entry per name.
    const all = tehranSearchPlaces.flatMap((entry) => [entry.name, ...entry.aliases]);
    expect(new Set(all).size).toBe(all.length);
  });

  it.each([
    ['میدان آزادی', 'میدان آزادی', 35.6997, 51.3381],
    ['میدان تجریش', 'میدان تجریش', 35.8046, 51.427],
    ['بزرگراه مدرس', 'بزرگراه مدرس', null, null],
    ['نارمک', 'نارمک', 35.735, 51.505],
    ['پونک', 'پونک', 35.762, 51.333],
    ['یوسف‌آباد', 'یوسف‌آباد', 35.73, 51.408],
  ])('finds «%s» first', (query, name, lat, lng) => {
    const hit = first(query)!;
    expect(hit.name).toBe(name);
    if (lat !== null) expect(hit).toMatchObject({ lat, lng });
  });

  it('reads Arabic letters, ZWNJ and spaces as the shop’s search does (ي/ی, ك/ک, آ/ا)', () => {
    expect(first('ولي عصر')?.name).toBe('خیابان ولیعصر');
    expect(first('ميدان ونك')?.name).toBe('میدان ونک');
    expect(first('سعادت اباد')?.name).toBe('سعادت‌آباد');
    expect(first('شهرک‌غرب')?.name).toBe('شهرک غرب');
    expect(first('یوسف آباد')?.name).toBe('یوسف‌آباد');
  });

  it('forgives a slip or two, and an English keyboard', () => {
    expect(first('ولیعصز')?.name).toBe('خیابان ولیعصر');
    expect(first('سعادت ابد')?.name).toBe('سعادت‌آباد');
    expect(first('نیاروان')?.name).toMatch(/نیاوران/);
    expect(names(',k;')).toContain('میدان ونک');
  });

  it('answers while the customer is still typing (a prefix)', () => {
    expect(names('ولیع')).toContain('خیابان ولیعصر');
    expect(names('میدان ان')[0]).toBe('میدان انقلاب اسلامی');
    expect(first('خ شریعت')?.name).toBe('خیابان شریعتی');
  });

  it('prefers the kind a title asks for: «میدان ونک» the square, «ونک» both', () => {
    expect(first('میدان ونک')).toMatchObject({ name: 'میدان ونک', kind: 'square' });
    expect(names('ونک')).toEqual(expect.arrayContaining(['میدان ونک', 'ونک']));
    const squares = searchTehranPlaces('میدان', centre, 15);
    expect(squares).toHaveLength(15);
    expect(squares.every((hit) => hit.kind === 'square')).toBe(true);
  });

  it('answers the stretch of a long street nearest the map’s centre', () => {
    const tajrish = { lat: 35.804, lng: 51.427 };
    const railway = { lat: 35.662, lng: 51.398 };
    expect(first('خیابان ولیعصر', tajrish)).toMatchObject({ lat: 35.804, lng: 51.4265 });
    expect(first('خیابان ولیعصر', railway)).toMatchObject({ lat: 35.6625, lng: 51.3985 });
  });

  it('finds nothing for a name Tehran does not have, and never more than asked', () => {
    expect(searchTehranPlaces('قققق', centre, 15)).toEqual([]);
    expect(searchTehranPlaces('خیابان', centre, 4)).toHaveLength(4);
  });
});
