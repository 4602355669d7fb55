import { applyPercent } from '@shop/domain/money';
import { cartItemType } from '@shop/domain/basket/constants';
import type { CheckoutData } from '@shop/domain/checkout/schemas';
import { companyOfCustomer } from '../../account/public/companies.ts';
import type { SessionCustomer } from '../../identity/index.ts';
import { countUnpaidOrders } from '../../orders/public/orders.ts';
import { listPostingMethods } from '../queries/options.ts';
import { ensureSlots, listSlots } from '../queries/slots.ts';
import { assertMayCheckOut, blockingMessages, buyableLines, portsFor, readBasket } from './checkout-facts.ts';
import type { CheckoutContext } from './context.ts';
import { ensureFriendCode } from './referral-rewards.ts';
import { timeWindowsOf } from './time-windows.ts';

/**
 * `GET checkout`: what this customer may choose now (checkout-and-account.md §3 "Checkout data"). The
 * basket is read as it is now; its blocking problems are listed in extra_data.cart (the page goes back
 * to /cart), and an empty one has a total of 0 (the page goes home).
 */
export async function getCheckout(
  ctx: CheckoutContext,
  caller: SessionCustomer,
): Promise<{ data: CheckoutData; extra: { cart: string[] } }> {
  const { customer } = caller;
  // A welcome code due to an introduced customer is there before the page shows (decision 057).
  await ensureFriendCode(ctx, customer.id);
  assertMayCheckOut(customer.registerStatus);
  const now = ctx.now();
  await ensureSlots(ctx.db, now);
  const [basket, company, methods, ports, homeSlots, pending] = await Promise.all([
    readBasket(ctx.db, customer.id, now),
    companyOfCustomer(ctx.db, customer.id),
    listPostingMethods(ctx.db),
    portsFor(ctx, ctx.db, customer.id, null),
    listSlots(ctx.db, null, now),
    countUnpaidOrders(ctx.db, customer.id, now),
  ]);
  const centres = await Promise.all(
    (company?.centres ?? []).map(async (centre) => ({
      id: centre.id,
      company_id: company!.id,
      company_name: company!.name,
      name: centre.name,
      city: centre.city,
      address: centre.address,
      discount_percent: centre.discountPercent,
      shipping_cost_value: centre.shippingCostValue,
      time_windows: timeWindowsOf(await listSlots(ctx.db, centre.id, now), now),
    })),
  );
  const lines = buyableLines(basket);
  const item = (line: (typeof lines)[number]) => ({
    id: line.id,
    type: line.type,
    name: line.cartable.name,
    image: line.cartable.image,
    order_count: line.count,
  });
  const total = basket.info.total_price;
  return {
    data: {
      total_price: total,
      total_payable_price: total,
      wallet_value: customer.walletValue,
      free_shipping_threshold: ctx.freeShippingThreshold,
      posting_methods: methods.map((method) => ({
        id: method.id,
        title: method.title,
        description: method.description,
        logo: method.logo,
        active: method.active,
        amount: method.amount,
        free_for_companies: method.freeForCompanies,
      })),
      payment_ports: ports.map((port) => ({ id: port.id, name: port.name, description: port.description })),
      company: centres,
      time_windows: timeWindowsOf(homeSlots, now),
      products: lines.filter((line) => line.type === cartItemType.product).map(item),
      bundles: lines.filter((line) => line.type === cartItemType.bundle).map(item),
      register_status: customer.registerStatus,
      pending_orders: pending,
    },
    extra: { cart: blockingMessages(basket).map((problem) => problem.message) },
  };
}

/** The goods a coupon applies to: the basket's total, after a company centre's discount. */
export function goodsForCoupon(total: number, companyDiscountPercent: number): number {
  return applyPercent(total, companyDiscountPercent);
}
