import { districtCentre, tehranDistricts } from '@shop/domain/account/tehran-places';
import { toPersianDigits } from '@shop/domain/persian-digits';
import L from 'leaflet';
import { faAddresses } from '../i18n/fa-addresses.ts';
import { format } from '../i18n/fa.ts';

/**
 * The map without tiles (decision 087): Tehran's 22 districts as circles named at their middle, and
 * their neighbourhoods as dots, drawn from the embedded list as vectors, with no network.
 */
export function drawDistricts(map: L.Map): void {
  for (const district of tehranDistricts) {
    const centre = districtCentre(district);
    L.circle([centre.lat, centre.lng], {
      radius: 1900,
      color: '#0f766e',
      weight: 1,
      fillColor: '#14b8a6',
      fillOpacity: 0.08,
      interactive: false,
    })
      .bindTooltip(format(faAddresses.dialog.district, { number: toPersianDigits(district.number) }), {
        permanent: true,
        direction: 'center',
        className: 'district-label',
      })
      .addTo(map);
    for (const place of district.places) {
      L.circleMarker([place.lat, place.lng], {
        radius: 2,
        color: '#0f766e',
        weight: 1,
        interactive: false,
      }).addTo(map);
    }
  }
}
