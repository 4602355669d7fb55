import { paymentPort } from '@shop/domain/checkout/constants';
import type { Db, Transaction } from '../db/client.ts';
import { companies, companyCentres } from '../modules/account/public/tables.ts';
import { coupons, paymentPorts, postingMethods, slotTemplates } from '../modules/checkout/tables.ts';

// The demo shop's checkout (issue 18; listed in the README): how it ships, how it is paid, when it
// delivers, one demo company and two demo codes. Amounts in rials. The company and the codes are the
// demo's only (decision 082): anyone who read the README could use them, so a real shop (an https
// PUBLIC_URL) is seeded without them.

const hour = 60;

/** Whether the checkout has its demo data (a database seeded before issue 18 gets it on start). */
export async function isCheckoutEmpty(db: Db): Promise<boolean> {
  return (await db.select({ id: paymentPorts.id }).from(paymentPorts).limit(1)).length === 0;
}

/** Whether the shop at `publicUrl` is the demo: a real shop is served over https (as the dev doors judge). */
export function isDemoShop(publicUrl: string): boolean {
  return !publicUrl.startsWith('https:');
}

export async function seedCheckout(
  db: Db,
  options: {
    now: Date;
    /** Places in each home-delivery slot: 20 (a real day's van), or more for tests sharing slots. */
    homeSlotCapacity?: number;
    /** The demo company `DEMO-ORG` and the codes `NOWRUZ10`, `WELCOME50`: never for a real shop. */
    withDemoCompanyAndCodes: boolean;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    const demo = options.withDemoCompanyAndCodes ? await insertDemoCompany(tx) : null;

    await tx.insert(postingMethods).values([
      {
        title: 'پیک سبدینو',
        description: 'تحویل در بازهٔ زمانی انتخابی شما، در همهٔ مناطق تهران',
        amount: 250_000,
        freeForCompanies: demo ? [demo.companyId] : [],
        position: 1,
      },
      {
        title: 'پیک سریع',
        description: 'با موتور، برای سفارش‌های کوچک؛ تا دو ساعت پس از شروع بازهٔ زمانی',
        amount: 450_000,
        position: 2,
      },
      {
        title: 'وانت برای سفارش‌های حجیم',
        description: 'به‌زودی',
        amount: 900_000,
        active: false,
        position: 3,
      },
    ]);

    await tx.insert(paymentPorts).values([
      {
        id: paymentPort.online,
        name: 'پرداخت و ثبت سفارش',
        description: 'پرداخت آنلاین با همهٔ کارت‌های عضو شتاب',
        position: 1,
      },
      {
        id: paymentPort.invoiceLater,
        name: 'ثبت سفارش، پرداخت بعد از دریافت فاکتور',
        description: 'سفارش ثبت می‌شود و مبلغ فاکتور را هنگام تحویل می‌پردازید',
        position: 2,
      },
      {
        id: paymentPort.bankTransfer,
        name: 'کارت به کارت یا واریز به حساب',
        description: 'سفارش تا ۲۴ ساعت برای شما رزرو می‌شود تا رسید واریز را بارگذاری کنید',
        position: 3,
      },
    ]);

    // Saturday to Thursday four slots (the evening one costs more), Friday one morning slot.
    const home = [0, 1, 2, 3, 4, 5].flatMap((weekday) =>
      [
        [9, 12, 0],
        [12, 15, 0],
        [15, 18, 0],
        [18, 21, 50_000],
      ].map(([from, to, price]) => ({
        weekday,
        startMinute: from! * hour,
        endMinute: to! * hour,
        capacity: options.homeSlotCapacity ?? 20,
        price: price!,
      })),
    );
    const friday = { weekday: 6, startMinute: 10 * hour, endMinute: 14 * hour, capacity: 10, price: 100_000 };
    // The company's centres receive on weekday mornings.
    const atCentres = (demo?.centres ?? []).flatMap(({ id }) =>
      [0, 1, 2, 3].map((weekday) => ({
        centreId: id,
        weekday,
        startMinute: 10 * hour,
        endMinute: 13 * hour,
        capacity: 50,
        price: 0,
      })),
    );
    await tx.insert(slotTemplates).values([...home, friday, ...atCentres]);

    if (options.withDemoCompanyAndCodes) await insertDemoCodes(tx, options.now);
  });
}

/** The demo company and its two centres (5% off; the first delivers free). */
async function insertDemoCompany(tx: Transaction): Promise<{ companyId: number; centres: { id: number }[] }> {
  const [company] = await tx
    .insert(companies)
    .values({ name: 'شرکت نمونهٔ سبدینو', code: 'DEMO-ORG' })
    .returning({ id: companies.id });
  const companyId = company!.id;
  const centres = await tx
    .insert(companyCentres)
    .values([
      {
        companyId,
        name: 'دفتر مرکزی',
        city: 'تهران',
        address: 'خیابان ولیعصر، بالاتر از میدان ونک، ساختمان نمونه، طبقهٔ ۳',
        discountPercent: 5,
        shippingCostValue: 0,
      },
      {
        companyId,
        name: 'انبار غرب',
        city: 'تهران',
        address: 'بزرگراه لشکری، کیلومتر ۵، انبار نمونه',
        discountPercent: 5,
        shippingCostValue: null,
      },
    ])
    .returning({ id: companyCentres.id });
  return { companyId, centres };
}

/** The demo's two codes, named in the README. */
async function insertDemoCodes(tx: Transaction, now: Date): Promise<void> {
  const year = now.getUTCFullYear();
  await tx.insert(coupons).values([
    {
      code: 'NOWRUZ10',
      type: 1,
      value: 10,
      flooring: 5_000_000,
      perCustomerLimit: 1,
      expiresAt: new Date(Date.UTC(year + 1, 3, 1)),
    },
    {
      code: 'WELCOME50',
      type: 2,
      value: 500_000,
      perCustomerLimit: 1,
      firstPurchaseOnly: true,
    },
  ]);
}
