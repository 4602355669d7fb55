import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { registerStatus } from '@shop/domain/identity/constants';
import { createMemoryCache } from '../../adapters/cache/memory.ts';
import { buildApp } from '../../app.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { getTestApp } from '../../test/app.ts';
import { customers } from '../identity/public/tables.ts';
import { expectError, expectFieldError, send } from '../identity/test-support.ts';
import { companies, walletEntries } from './public/tables.ts';
import { addAddress, addressForm, asShopper, karaj, newCustomer, vanak } from './test-support.ts';

const { app, database } = await getTestApp();
const { db } = database;

describe('addresses', () => {
  it('adds the first address as main, named by the server, and moves registration to "has an address"', async () => {
    const shopper = await newCustomer(app);
    const as = asShopper(app, shopper);
    const id = await addAddress(app, shopper, { province: 'اصفهان', city: 'کاشان' });
    const [customer] = await db.select().from(customers).where(eq(customers.id, shopper.customerId));
    expect(customer?.registerStatus).toBe(registerStatus.withAddress);

    const answer = await as('GET', `/addresses/${id}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      id,
      name: 'مریم احمدی',
      mobile: '09123456789',
      // The point decides, not the browser's read-only fields.
      province: 'تهران',
      city: 'تهران',
      address: 'خیابان ولیعصر، کوچهٔ بهار',
      number: '۱۲',
      unit: '3',
      postal_code: '1969833114',
      locality: 'ونک',
      district: 'منطقهٔ ۳',
      lat: vanak.lat,
      lng: vanak.lng,
      type: 1,
    });
    const stored = await rawRows<{ mobile: string }>(db, sql`select mobile from addresses where id = ${id}`);
    expect(stored[0]?.mobile).toBe('+989123456789');
    expect((await as('GET', '/addresses/main')).body.data.id).toBe(id);
  });

  it('keeps the first main when more are added, switches main on request, lists main first', async () => {
    const shopper = await newCustomer(app);
    const as = asShopper(app, shopper);
    const first = await addAddress(app, shopper);
    const second = await addAddress(app, shopper, { address: 'میدان تجریش', lat: 35.8045, lng: 51.4268 });
    let list = (await as('GET', '/addresses')).body.data as { id: number; type: number }[];
    expect(list.map((a) => [a.id, a.type])).toEqual([
      [first, 1],
      [second, 0],
    ]);
    expect((await as('POST', `/addresses/${second}/main`, { _method: 'PUT' })).status).toBe(200);
    list = (await as('GET', '/addresses')).body.data;
    expect(list.map((a) => [a.id, a.type])).toEqual([
      [second, 1],
      [first, 0],
    ]);
  });

  it('edits an address with _method PUT and renames its district from the new point', async () => {
    const shopper = await newCustomer(app);
    const as = asShopper(app, shopper);
    const id = await addAddress(app, shopper);
    const edited = await as('POST', `/addresses/${id}`, {
      ...addressForm({ address: 'شهرری، میدان نماز', lat: 35.5905, lng: 51.4355, unit: '' }),
      _method: 'PUT',
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const after = (await as('GET', `/addresses/${id}`)).body.data;
    expect(after).toMatchObject({ address: 'شهرری، میدان نماز', district: 'منطقهٔ ۲۰', unit: null, type: 1 });
  });

  it('never deletes the last address, and passes "main" on when the main one goes', async () => {
    const shopper = await newCustomer(app);
    const as = asShopper(app, shopper);
    const first = await addAddress(app, shopper);
    expectError(await as('POST', `/addresses/${first}`, { _method: 'DELETE' }), 422, 'LAST_ADDRESS');
    const second = await addAddress(app, shopper);
    const third = await addAddress(app, shopper);
    expect((await as('POST', `/addresses/${first}`, { _method: 'delete' })).status).toBe(200);
    const list = (await as('GET', '/addresses')).body.data as { id: number; type: number }[];
    expect(list.map((a) => [a.id, a.type])).toEqual([
      [third, 1],
      [second, 0],
    ]);
    const last = await as('POST', `/addresses/${second}`, { _method: 'DELETE' });
    expect(last.status).toBe(200);
    const refused = await as('POST', `/addresses/${third}`, { _method: 'DELETE' });
    expectError(refused, 422, 'LAST_ADDRESS');
    expect(refused.body.message).toBe('امکان حذف همه آدرس‌ها وجود ندارد');
  });

  it("refuses another customer's address everywhere, as if it did not exist", async () => {
    const owner = await newCustomer(app);
    const other = await newCustomer(app);
    const id = await addAddress(app, owner);
    await addAddress(app, other);
    const as = asShopper(app, other);
    expectError(await as('GET', `/addresses/${id}`), 404, 'ADDRESS_NOT_FOUND');
    expectError(
      await as('POST', `/addresses/${id}`, { ...addressForm(), _method: 'PUT' }),
      404,
      'ADDRESS_NOT_FOUND',
    );
    expectError(await as('POST', `/addresses/${id}`, { _method: 'DELETE' }), 404, 'ADDRESS_NOT_FOUND');
    expectError(await as('POST', `/addresses/${id}/main`, { _method: 'PUT' }), 404, 'ADDRESS_NOT_FOUND');
    const untouched = (await asShopper(app, owner)('GET', `/addresses/${id}`)).body.data;
    expect(untouched).toMatchObject({ name: 'مریم احمدی', type: 1 });
  });

  it('refuses a point outside Tehran on the server, whatever the form says', async () => {
    const shopper = await newCustomer(app);
    const answer = await asShopper(app, shopper)(
      'POST',
      '/addresses',
      addressForm({ ...karaj, city: 'تهران' }),
    );
    expectError(answer, 422, 'ADDRESS_OUTSIDE_SERVICE_AREA');
    expect(answer.body.message).toBe('در حال حاضر ارسال فقط در تهران امکان‌پذیر است');
    expect((await asShopper(app, shopper)('GET', '/addresses')).body.data).toEqual([]);
  });

  it.each([
    ['name', { name: '  ' }, 'نام گیرنده را وارد کنید.'],
    ['address', { address: '' }, 'نشانی را وارد کنید.'],
    ['number', { number: '' }, 'پلاک را وارد کنید.'],
    ['mobile', { mobile: '0912' }, 'شماره موبایل باید ۱۱ رقم باشد.'],
    ['postal_code', { postal_code: '12345' }, 'کد پستی باید ۱۰ رقم باشد.'],
    ['lat', { lat: 'north' }, 'محل تحویل را روی نقشه مشخص کنید.'],
    ['address', { address: 'x'.repeat(301) }, 'این متن بیش از اندازه بلند است.'],
  ])('answers a bad %s with its Persian message', async (field, change, text) => {
    const shopper = await newCustomer(app);
    expectFieldError(await asShopper(app, shopper)('POST', '/addresses', addressForm(change)), field, text);
  });

  it('takes an empty postal code and unit as none', async () => {
    const shopper = await newCustomer(app);
    const id = await addAddress(app, shopper, { postal_code: '', unit: null });
    const answer = await asShopper(app, shopper)('GET', `/addresses/${id}`);
    expect(answer.body.data).toMatchObject({ postal_code: null, unit: null });
  });

  it('needs a session for every address call', async () => {
    expectError(await send(app, 'GET', '/addresses'), 401, 'UNAUTHENTICATED');
    expectError(await send(app, 'POST', '/addresses', { body: addressForm() }), 401, 'UNAUTHENTICATED');
    expectError(await send(app, 'GET', '/cedar/locality?lat=35.75&lng=51.4'), 401, 'UNAUTHENTICATED');
  });

  it('makes one main address of two first addresses racing', async () => {
    const shopper = await newCustomer(app);
    const as = asShopper(app, shopper);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => as('POST', '/addresses', addressForm())),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const list = (await as('GET', '/addresses')).body.data as { type: number }[];
    expect(list.filter((a) => a.type === 1)).toHaveLength(1);
  });
});

describe('locality lookups', () => {
  it('names a point in Tehran for the form by both paths', async () => {
    const shopper = await newCustomer(app);
    const as = asShopper(app, shopper);
    const cedar = await as('GET', `/cedar/locality?lat=${vanak.lat}&lng=${vanak.lng}`);
    expect(cedar.body.data).toEqual({
      province: 'تهران',
      city: 'تهران',
      suburb: 'منطقهٔ ۳',
      neighbourhood: 'ونک',
      road: null,
      postcode: null,
    });
    const osm = await as('GET', `/openstreetmap/locality?lat=۳۵٫۷۵۷۵&lon=${vanak.lng}`.replace('٫', '.'));
    expect(osm.body.data).toEqual(cedar.body.data);
  });

  it('refuses a point outside Tehran and a point that is not one', async () => {
    const shopper = await newCustomer(app);
    const as = asShopper(app, shopper);
    expectError(
      await as('GET', `/cedar/locality?lat=${karaj.lat}&lng=${karaj.lng}`),
      422,
      'ADDRESS_OUTSIDE_SERVICE_AREA',
    );
    expectFieldError(await as('GET', '/cedar/locality?lat=abc&lng=51.4'), 'lat');
    expectFieldError(await as('GET', '/openstreetmap/locality?lat=35.7'), 'lon');
  });
});

describe('the wallet', () => {
  it('is the sum of its ledger, kept on the customer by the trigger, and lists the entries', async () => {
    const shopper = await newCustomer(app);
    await db.insert(walletEntries).values([
      { customerId: shopper.customerId, amount: 500_000, reason: 'shop' },
      { customerId: shopper.customerId, amount: -120_000, reason: 'order', orderId: 123 },
    ]);
    const answer = await asShopper(app, shopper)('GET', '/profile/credit');
    expect(answer.body.data.balance).toBe(380_000);
    expect(answer.body.data.entries.map((e: { amount: number }) => e.amount)).toEqual([-120_000, 500_000]);
    expect(answer.body.data.entries[0]).toMatchObject({
      reason: 'order',
      reason_fa: 'پرداخت سفارش',
      order_id: 123,
    });
    const profile = await asShopper(app, shopper)('GET', '/profile');
    expect(profile.body.data.wallet_value).toBe(380_000);
  });

  it('refuses to change an entry: a correction is a new entry', async () => {
    const shopper = await newCustomer(app);
    await db.insert(walletEntries).values({ customerId: shopper.customerId, amount: 10_000, reason: 'shop' });
    await expect(
      db
        .update(walletEntries)
        .set({ amount: 99_999 })
        .where(eq(walletEntries.customerId, shopper.customerId)),
    ).rejects.toThrow();
  });

  it('keeps the balance equal to the sum when many entries race', async () => {
    const shopper = await newCustomer(app);
    await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        db
          .insert(walletEntries)
          .values({ customerId: shopper.customerId, amount: i % 3 === 0 ? -7_000 : 11_000, reason: 'shop' }),
      ),
    );
    const [row] = await rawRows<{ balance: number; sum: number }>(
      db,
      sql`select c.wallet_value::int as balance, (select sum(amount)::int from wallet_entries w where w.customer_id = c.id) as sum
          from customers c where c.id = ${shopper.customerId}`,
    );
    expect(row?.balance).toBe(10 * -7_000 + 20 * 11_000);
    expect(row?.sum).toBe(row?.balance);
  });

  it('is credited and debited by the test door only when it is open', async () => {
    const shopper = await newCustomer(app);
    const closed = await send(app, 'POST', '/dev/wallet', {
      body: { mobile_no: shopper.mobile, amount: 5000 },
    });
    expect(closed.status).toBe(404);
    const doors = await buildApp({
      database,
      cache: createMemoryCache(),
      publicUrl: 'http://shop.test',
      devAdminRoutes: true,
    });
    const credited = await send(doors, 'POST', '/dev/wallet', {
      body: { mobile_no: shopper.mobile, amount: 250_000 },
    });
    expect(credited.body.data).toEqual({ balance: 250_000 });
    const debited = await send(doors, 'POST', '/dev/wallet', {
      body: { mobile_no: shopper.mobile, amount: -300_000 },
    });
    expect(debited.body.data).toEqual({ balance: -50_000 });
    expect((await asShopper(app, shopper)('GET', '/profile/credit')).body.data.balance).toBe(-50_000);
    await doors.close();
  });
});

describe('the company link', () => {
  it('links by code (any case, Persian digits), answers the company, unlinks, and refuses expired codes', async () => {
    const tag = Math.random().toString(36).slice(2, 8).toUpperCase();
    await db.insert(companies).values([
      { name: 'شرکت نمونه', code: `ORG-${tag}12` },
      { name: 'شرکت قدیمی', code: `OLD-${tag}`, codeExpiresAt: new Date('2020-01-01T00:00:00Z') },
      { name: 'شرکت بسته', code: `OFF-${tag}`, active: false },
    ]);
    const shopper = await newCustomer(app);
    const as = asShopper(app, shopper);
    expect((await as('GET', '/profile/company')).body.data).toEqual({ company: null });
    const linked = await as('POST', '/profile/company', { code: ` org-${tag.toLowerCase()}۱۲ ` });
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    expect(linked.body.data.company.name).toBe('شرکت نمونه');
    expect((await as('GET', '/profile/company')).body.data.company.name).toBe('شرکت نمونه');
    for (const code of [`OLD-${tag}`, `OFF-${tag}`, 'NO-SUCH-CODE']) {
      const refused = await as('POST', '/profile/company', { code });
      expectError(refused, 404, 'COMPANY_CODE_EXPIRED');
    }
    expectFieldError(await as('POST', '/profile/company', { code: '  ' }), 'code');
    expect((await as('POST', '/profile/company', { _method: 'DELETE' })).body.data).toEqual({
      company: null,
    });
    expect((await as('GET', '/profile/company')).body.data).toEqual({ company: null });
  });
});

describe('the user object’s company, place and address (the spec’s user; decision 084)', () => {
  it('is empty for a new customer, then carries the main address, its place and the company’s name', async () => {
    const shopper = await newCustomer(app);
    const as = asShopper(app, shopper);
    expect((await as('GET', '/profile')).body.data).toMatchObject({
      company: null,
      place: null,
      address: null,
    });

    const id = await addAddress(app, shopper);
    const withAddress = (await as('GET', '/profile')).body.data;
    const main = (await as('GET', `/addresses/${id}`)).body.data;
    expect(withAddress.address).toEqual(main);
    expect(withAddress.place).toEqual({ name: main.locality ?? main.district ?? main.city, type: 1 });
    expect(withAddress.place.name).toMatch(/[\u0600-\u06FF]/);

    const tag = Math.random().toString(36).slice(2, 8).toUpperCase();
    await db.insert(companies).values({ name: 'شرکت پخش سبز', code: `USR-${tag}` });
    expect((await as('POST', '/profile/company', { code: `USR-${tag}` })).status).toBe(200);
    const company = (await as('GET', '/profile')).body.data;
    expect(company.company).toEqual({ name: 'شرکت پخش سبز' });
    expect(company.place).toMatchObject({ type: 2 });
  });
});
