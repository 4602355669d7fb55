import { isAboveFreeShippingThreshold } from '../basket/free-shipping.ts';
import { applyPercent } from '../money.ts';

// What an order costs (checkout-and-account.md §9; decision 47): one function for the checkout's
// summary on the web and the order's amounts on the server, so the customer is charged what the page
// showed. Every amount is in rials and a whole number of tomans.

export type CouponTerms = {
  /** 1: a percent of the goods; 2: an amount of rials off. */
  type: 1 | 2;
  /** The percent (type 1) or the rials (type 2). */
  value: number;
  /** The smallest goods total (rials) the coupon applies to; 0 for none. */
  flooring: number;
};

export type PayableInput = {
  /** The basket's lines that can be bought, at their prices now (the domain's basketTotals). */
  subtotal: number;
  /** A company order's centre discount, 0–100; 0 for a personal order. */
  companyDiscountPercent: number;
  coupon: CouponTerms | null;
  /** The chosen delivery slot's price. */
  slotPrice: number;
  shipping: {
    /** The method's price. */
    amount: number;
    /** The method is free for company orders (a non-empty free_for_companies). */
    freeForCompanies: boolean;
    /** A company centre's fixed shipping cost: null when it sets none, 0 when free. */
    centreCost: number | null;
    isCompanyOrder: boolean;
  };
  /** Goods above this many rials ship free (FREE_SHIPPING_THRESHOLD). */
  freeShippingThreshold: number;
  /** The customer's wallet balance; negative is a debt. */
  walletBalance: number;
  /** The customer ticked «استفاده از کیف پول». */
  useWallet: boolean;
  /** The customer chose to settle a negative wallet's debt with this order. */
  payDebt: boolean;
};

export type ShippingCharge =
  { free: false; amount: number } | { free: true; amount: 0; why: 'threshold' | 'free-method' | 'company' };

export type Payable = {
  subtotal: number;
  companyDiscount: number;
  couponDiscount: number;
  /** The coupon was given but the goods are below its minimum: it takes nothing off. */
  couponBelowMinimum: boolean;
  /** What the goods cost after the company discount and the coupon. */
  goods: number;
  slotPrice: number;
  shipping: ShippingCharge;
  /** goods + slot + shipping: what the order costs. */
  due: number;
  /** Taken from the wallet: up to the whole of `due` when the balance suffices. */
  walletSpent: number;
  /** A negative wallet's debt paid with this order. */
  debtPaid: number;
  /** What the customer pays now: due − walletSpent + debtPaid, never below 0. */
  payable: number;
};

const RIALS_PER_TOMAN = 10;
const wholeTomans = (rials: number) => Math.round(rials / RIALS_PER_TOMAN) * RIALS_PER_TOMAN;

function assertAmount(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${name} must be whole rials ≥ 0, got ${value}`);
}

/** The coupon's discount on `goods`, never more than the goods; 0 below its minimum. */
export function couponDiscountOf(coupon: CouponTerms, goods: number): number {
  if (goods < coupon.flooring) return 0;
  const off =
    coupon.type === 1 ? goods - applyPercent(goods, Math.min(100, Math.max(0, coupon.value))) : coupon.value;
  return Math.min(goods, wholeTomans(off));
}

/**
 * Shipping: free for goods above the free-shipping threshold, for a method that costs nothing, and for
 * a company order whose method is free for companies or whose centre ships free; a centre's fixed cost
 * replaces the method's price otherwise.
 */
export function shippingChargeOf(
  input: Pick<PayableInput, 'shipping' | 'freeShippingThreshold'>,
  goods: number,
): ShippingCharge {
  const { shipping } = input;
  // The basket's free-shipping bar asks the same question, so what it promised is what is charged.
  if (isAboveFreeShippingThreshold(goods, input.freeShippingThreshold)) {
    return { free: true, amount: 0, why: 'threshold' };
  }
  if (shipping.isCompanyOrder && (shipping.freeForCompanies || shipping.centreCost === 0)) {
    return { free: true, amount: 0, why: 'company' };
  }
  const amount =
    shipping.isCompanyOrder && shipping.centreCost !== null ? shipping.centreCost : shipping.amount;
  return amount === 0 ? { free: true, amount: 0, why: 'free-method' } : { free: false, amount };
}

/** The order's amounts, step by step, as the summary table shows them. */
export function computePayable(input: PayableInput): Payable {
  assertAmount(input.subtotal, 'subtotal');
  assertAmount(input.slotPrice, 'slotPrice');
  assertAmount(input.shipping.amount, 'shipping');
  if (input.shipping.centreCost !== null) assertAmount(input.shipping.centreCost, 'centreCost');
  assertAmount(input.freeShippingThreshold, 'freeShippingThreshold');
  if (!Number.isSafeInteger(input.walletBalance)) throw new RangeError('walletBalance must be whole rials');

  const afterCompany = applyPercent(input.subtotal, input.companyDiscountPercent);
  const companyDiscount = input.subtotal - afterCompany;
  const couponBelowMinimum = input.coupon !== null && afterCompany < input.coupon.flooring;
  const couponDiscount = input.coupon ? couponDiscountOf(input.coupon, afterCompany) : 0;
  const goods = afterCompany - couponDiscount;
  const shipping = shippingChargeOf(input, goods);
  const due = goods + input.slotPrice + shipping.amount;
  const walletSpent = input.useWallet && input.walletBalance > 0 ? Math.min(input.walletBalance, due) : 0;
  const debtPaid = input.payDebt && input.walletBalance < 0 ? -input.walletBalance : 0;
  return {
    subtotal: input.subtotal,
    companyDiscount,
    couponDiscount,
    couponBelowMinimum,
    goods,
    slotPrice: input.slotPrice,
    shipping,
    due,
    walletSpent,
    debtPaid,
    payable: due - walletSpent + debtPaid,
  };
}
