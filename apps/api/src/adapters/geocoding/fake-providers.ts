import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeGeocoderMode = 'ok' | 'server-error' | 'not-json' | 'hang';

/**
 * Local stand-ins for Nominatim's and Neshan's reverse and search APIs (tests only), on 127.0.0.1 and
 * a free port: `GET /reverse` (Nominatim jsonv2, with its `address` object), `GET /search` (Nominatim
 * jsonv2: an array of places with `lat`/`lon` as text, `category`, `type`), `GET /v5/reverse` (Neshan,
 * `status: "OK"`) and `GET /v1/search` (Neshan: `{ count, items }`, `location.x` the longitude), the
 * Api-Key checked, or failing the way the real ones can. `requests` keeps what they were asked.
 */
export async function startFakeGeocoders(neshanKey: string) {
  let mode: FakeGeocoderMode = 'ok';
  const requests: { path: string; query: URLSearchParams; headers: Record<string, unknown> }[] = [];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    requests.push({ path: url.pathname, query: url.searchParams, headers: request.headers });
    if (mode === 'hang') return;
    if (mode === 'server-error') return send(502, { error: 'bad gateway' });
    if (mode === 'not-json') {
      response.writeHead(200, { 'content-type': 'text/html' });
      return response.end('<html>maintenance</html>');
    }
    if (url.pathname === '/reverse') {
      return send(200, {
        place_id: 1,
        lat: url.searchParams.get('lat'),
        lon: url.searchParams.get('lon'),
        display_name: 'خیابان ولیعصر، ونک، تهران، ایران',
        address: {
          road: 'خیابان ولیعصر',
          neighbourhood: 'ونک',
          suburb: 'منطقه ۳',
          city: 'تهران',
          state: 'استان تهران',
          postcode: '1969833114',
          country: 'ایران',
          country_code: 'ir',
        },
      });
    }
    if (url.pathname === '/search') {
      // Nominatim's answer for «ولیعصر» bounded to Tehran: a road, a square, and a place outside the
      // shop's districts (the box's empty corner) that the shop must drop.
      return send(200, [
        {
          place_id: 11,
          lat: '35.7345210',
          lon: '51.4090150',
          category: 'highway',
          type: 'primary',
          addresstype: 'road',
          name: 'خیابان ولیعصر',
          display_name: 'خیابان ولیعصر، عباس‌آباد، منطقه ۶، تهران، ایران',
        },
        {
          place_id: 12,
          lat: '35.7118000',
          lon: '51.4055000',
          category: 'place',
          type: 'square',
          addresstype: 'square',
          name: 'میدان ولیعصر',
          display_name: 'میدان ولیعصر، تهران، ایران',
        },
        {
          place_id: 13,
          lat: '35.8300000',
          lon: '51.6100000',
          category: 'highway',
          type: 'residential',
          addresstype: 'road',
          name: 'کوچه ولیعصر',
          display_name: 'کوچه ولیعصر، لواسان، ایران',
        },
      ]);
    }
    if (url.pathname === '/v1/search') {
      if (request.headers['api-key'] !== neshanKey)
        return send(401, { status: 'ERROR', message: 'Invalid Api Key' });
      return send(200, {
        count: 2,
        items: [
          {
            title: 'میدان ونک',
            address: 'تهران، ونک',
            neighbourhood: 'ونک',
            region: 'تهران، منطقه ۳',
            type: 'square',
            category: 'place',
            location: { x: 51.4098, y: 35.7575, z: 'NaN' },
          },
          {
            title: 'بزرگراه همت',
            address: 'تهران، بزرگراه همت',
            neighbourhood: 'ونک',
            region: 'تهران، منطقه ۳',
            type: 'motorway',
            category: 'place',
            location: { x: 51.41, y: 35.755, z: 'NaN' },
          },
        ],
      });
    }
    if (url.pathname === '/v5/reverse') {
      if (request.headers['api-key'] !== neshanKey)
        return send(401, { status: 'ERROR', message: 'Invalid Api Key' });
      return send(200, {
        status: 'OK',
        formatted_address: 'تهران، ونک، خیابان ملاصدرا',
        route_name: 'خیابان ملاصدرا',
        neighbourhood: 'ونک',
        municipality_zone: '3',
        state: 'استان تهران',
        city: 'تهران',
        in_traffic_zone: true,
        in_odd_even_zone: true,
      });
    }
    return send(404, { error: 'not found' });

    function send(status: number, body: unknown) {
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(body));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    setMode(next: FakeGeocoderMode) {
      mode = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
