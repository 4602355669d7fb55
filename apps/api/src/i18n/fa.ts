import { fillPlaceholders } from '@shop/domain/fill-placeholders';
import type { ErrorCode } from '@shop/domain/errors';

/** The Persian text of every error code the API answers with. `{name}` marks a parameter. */
export const errorMessages = {
  VALIDATION_FAILED: 'اطلاعات ارسال‌شده معتبر نیست.',
  MALFORMED_REQUEST: 'درخواست قابل خواندن نیست.',
  ROUTE_NOT_FOUND: 'آدرس درخواست‌شده وجود ندارد.',
  METHOD_NOT_ALLOWED: 'این روش درخواست برای این آدرس پشتیبانی نمی‌شود.',
  PAYLOAD_TOO_LARGE: 'حجم اطلاعات ارسال‌شده بیش از حد مجاز است.',
  UNSUPPORTED_MEDIA_TYPE: 'نوع محتوای ارسال‌شده پشتیبانی نمی‌شود.',
  // `wait` is domain formatRetryWait's «۸ دقیقه».
  RATE_LIMITED: 'تعداد درخواست‌ها زیاد است. {wait} دیگر دوباره تلاش کنید.',
  UNAUTHENTICATED: 'لطفاً دوباره وارد حساب کاربری خود شوید.',
  FORBIDDEN: 'شما به این بخش دسترسی ندارید.',
  PRODUCT_NOT_FOUND: 'چنین محصولی دیگر وجود ندارد.',
  CATEGORY_NOT_FOUND: 'این دسته‌بندی وجود ندارد.',
  BRAND_NOT_FOUND: 'این برند وجود ندارد.',
  BUNDLE_NOT_FOUND: 'این سبد ویژه وجود ندارد.',
  HOME_ROW_NOT_FOUND: 'این بخش از صفحهٔ اصلی وجود ندارد.',
  NOTICE_NOT_FOUND: 'این اطلاعیه وجود ندارد.',
  PAGE_NOT_FOUND: 'این صفحه وجود ندارد.',
  LANDING_NOT_FOUND: 'این صفحه وجود ندارد یا زمان آن به پایان رسیده است.',
  COMMENT_RECORD_NOT_FOUND: 'کالا یا بسته‌ای که دیدگاه برای آن است وجود ندارد.',
  COMMENT_NOT_FOUND: 'این دیدگاه وجود ندارد.',
  CUSTOMER_NOT_FOUND: 'کاربری با این شماره موبایل ثبت نشده است.',
  WRONG_PASSWORD: 'رمز عبور اشتباه است',
  ALREADY_SIGNED_UP: 'ثبت‌نام شما قبلاً کامل شده است؛ برای تغییر رمز عبور از بخش تغییر رمز استفاده کنید.',
  CSRF_REJECTED: 'درخواست از سوی سایت تأیید نشد؛ لطفاً صفحه را دوباره بارگذاری کنید.',
  SMS_UNAVAILABLE: 'ارسال پیامک در حال حاضر ممکن نیست؛ لطفاً کمی بعد دوباره تلاش کنید.',
  PROFILE_INCOMPLETE: 'برای این کار ابتدا حساب کاربری خود را تکمیل کنید.',
  // The basket. `left` and `max` arrive as Persian numerals (formatNumberFa).
  PURCHASE_LIMIT: 'تعداد درخواستی بیشتر از سقف خرید این کالا است',
  NOT_ENOUGH_STOCK: 'از این کالا فقط {left} عدد موجود است.',
  OUT_OF_STOCK: 'این کالا در حال حاضر موجود نیست.',
  BUNDLE_NOT_STARTED: 'فروش این سبد ویژه هنوز شروع نشده است.',
  BASKET_FULL: 'سبد خرید پر است؛ حداکثر {max} کالای مختلف می‌توانید در سبد داشته باشید.',
  CART_LINE_NOT_FOUND: 'این کالا در سبد خرید شما نیست.',
  REGISTRATION_INCOMPLETE: 'برای استفاده از سبد خرید، ابتدا ثبت‌نام خود را کامل کنید.',
  // Discount codes (the spec's own text for an expired one). `min` arrives as «۵۰۰٬۰۰۰ تومان».
  COUPON_EXPIRED: 'این کد منقضی شده است',
  COUPON_USED_UP: 'ظرفیت استفاده از این کد تخفیف تمام شده است.',
  COUPON_ALREADY_USED: 'شما پیش‌تر از این کد تخفیف استفاده کرده‌اید.',
  COUPON_FIRST_PURCHASE_ONLY: 'این کد تخفیف فقط برای اولین خرید قابل استفاده است.',
  COUPON_BELOW_MINIMUM: 'این کد تخفیف برای سفارش‌های از {min} به بالا است.',
  // The checkout's submit (the spec's words for 404, 406 and the disabled method).
  CHECKOUT_ADDRESS_OR_METHOD_MISSING: 'لطفاً آدرس و روش ارسال را انتخاب کنید',
  PAYMENT_PORT_UNAVAILABLE: 'این روش پرداخت برای این سفارش در دسترس نیست؛ لطفاً روش دیگری انتخاب کنید.',
  PAYMENT_PORT_NOT_FOUND: 'این روش پرداخت وجود ندارد.',
  REPAY_NOT_ALLOWED: 'این سفارش را نمی‌توان پرداخت کرد.',
  PAYMENT_GATEWAY_UNAVAILABLE: 'درگاه پرداخت در دسترس نیست؛ لطفاً چند دقیقهٔ دیگر دوباره تلاش کنید.',
  CHECKOUT_ITEMS_UNAVAILABLE: 'تعداد درخواستی بیشتر از موجودی است',
  CHECKOUT_BASKET_EMPTY: 'سبد خرید شما خالی است.',
  PENDING_PAYMENTS_LIMIT:
    'شما دو سفارش پرداخت‌نشده دارید؛ برای ثبت سفارش جدید ابتدا یکی از آن‌ها را پرداخت یا لغو کنید.',
  SLOT_UNAVAILABLE: 'این زمان ارسال دیگر در دسترس نیست؛ لطفاً زمان دیگری انتخاب کنید.',
  ORDER_PLACE_RATE_LIMITED:
    'در یک ساعت گذشته سفارش‌های زیادی ثبت کرده‌اید؛ لطفاً {wait} دیگر دوباره تلاش کنید.',
  ORDER_CANCEL_RATE_LIMITED:
    'در یک ساعت گذشته سفارش‌های زیادی لغو کرده‌اید؛ لطفاً {wait} دیگر دوباره تلاش کنید.',
  POSTING_METHOD_DISABLED: 'این روش ارسال برای شما غیرفعال است',
  PERIODIC_PLAN_NOT_FOUND: 'این سفارش دوره‌ای پیدا نشد یا متوقف شده است.',
  PERIODIC_LINES_INVALID: 'فقط تعداد کالاهای همین سفارش دوره‌ای را می‌توان تغییر داد.',
  // Addresses and the account (the spec's words where it has them).
  ADDRESS_NOT_FOUND: 'این آدرس پیدا نشد.',
  ADDRESS_OUTSIDE_SERVICE_AREA: 'در حال حاضر ارسال فقط در تهران امکان‌پذیر است',
  LAST_ADDRESS: 'امکان حذف همه آدرس‌ها وجود ندارد',
  COMPANY_CODE_EXPIRED: 'اعتبار کد معرف سازمانی به پایان رسیده است',
  ORDER_NOT_FOUND: 'این سفارش پیدا نشد.',
  ORDER_CANCEL_NOT_ALLOWED: 'این سفارش دیگر قابل لغو نیست.',
  ORDER_NOTE_NOT_ALLOWED: 'برای این سفارش دیگر نمی‌توان یادداشت گذاشت.',
  ORDER_NOTES_LIMIT: 'برای هر سفارش حداکثر ۵ یادداشت می‌توان گذاشت.',
  ORDER_RATE_NOT_ALLOWED: 'فقط سفارش‌های تحویل‌شده را می‌توان امتیاز داد.',
  ORDER_ALREADY_RATED: 'شما پیش‌تر به این سفارش امتیاز داده‌اید.',
  RECEIPT_NOT_ALLOWED: 'برای این سفارش رسید واریز پذیرفته نمی‌شود.',
  RECEIPT_ALREADY_UPLOADED: 'رسید این سفارش پیش‌تر بارگذاری شده است؛ برای جایگزینی آن «ویرایش» را بزنید.',
  RECEIPT_NOT_FOUND: 'برای این سفارش رسیدی بارگذاری نشده است.',
  FILE_STORE_UNAVAILABLE: 'بارگذاری فایل در حال حاضر ممکن نیست؛ لطفاً چند دقیقهٔ دیگر دوباره تلاش کنید.',
  // `from` and `to` are the statuses' Persian names (domain orderStatusFa).
  ORDER_TRANSITION_REFUSED: 'سفارش «{from}» را نمی‌توان به «{to}» برد.',
  IDEMPOTENCY_KEY_REUSED: 'این درخواست با درخواست قبلی شما یکی نیست؛ لطفاً صفحه را دوباره بارگذاری کنید.',
  REQUEST_IN_PROGRESS: 'درخواست قبلی شما هنوز در حال انجام است؛ لطفاً چند لحظه بعد دوباره تلاش کنید.',
  // The waitlist and wholesale requests (issue 21): shown as warnings (storefront.md §5).
  OBSERVE_ITEM_NOT_FOUND: 'چنین کالایی وجود ندارد.',
  OBSERVE_ITEM_AVAILABLE: 'این کالا هم‌اکنون موجود است و می‌توانید آن را بخرید.',
  WHOLESALE_PRODUCT_NOT_FOUND: 'چنین محصولی وجود ندارد.',
  WHOLESALE_NOT_OFFERED: 'این محصول به‌صورت عمده فروخته نمی‌شود.',
  // Staff sign-in and staff management (issue 47).
  STAFF_SIGN_IN_FAILED: 'شماره موبایل یا رمز عبور اشتباه است، یا این حساب فعال نیست.',
  STAFF_NOT_FOUND: 'این همکار پیدا نشد.',
  STAFF_MOBILE_TAKEN: 'همکاری با این شماره موبایل پیش‌تر ثبت شده است.',
  ROLE_NOT_FOUND: 'این نقش پیدا نشد.',
  ROLE_NAME_TAKEN: 'نقشی با این نام وجود دارد؛ نام دیگری انتخاب کنید.',
  ROLE_BUILT_IN: 'نقش‌های پیش‌فرض را نمی‌توان ویرایش کرد؛ یک نقش تازه بسازید.',
  LAST_OWNER: 'فروشگاه باید دست‌کم یک مدیر کل فعال داشته باشد؛ ابتدا مدیر کل دیگری تعیین کنید.',
  INTERNAL: 'متأسفانه خطایی رخ داد؛ لطفاً دوباره تلاش کنید.',
  SERVICE_UNAVAILABLE: 'ارتباط با سایت موقتاً برقرار نیست؛ لطفاً کمی بعد دوباره تلاش کنید.',
} as const satisfies Record<ErrorCode, string>;

export function errorMessage(
  code: ErrorCode,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return fillPlaceholders(errorMessages[code], params);
}

/** Field messages the error handler adds beside zod's own Persian ones. */
export const fieldMessages = {
  unknownField: 'این فیلد شناخته‌شده نیست.',
  invalidValue: 'مقدار واردشده معتبر نیست.',
} as const;

/** Text messages to customers. Codes stay in Latin digits so phones offer to fill them in. */
export const smsTexts = {
  /** Below the newest order text when several to one number were merged into it (decision 083). */
  moreOrderNotices: '(و {count} پیام دیگر درباره‌ی سفارش‌هایتان؛ در «سفارش‌های من» ببینید.)',
  oneTimeCode: 'سبدینو\nکد تأیید شما: {code}\nاین کد را به کسی ندهید.',
  /** The mobile change's codes (decision 056): they say what they are for, so nobody passes one on blindly. */
  /** A staff member's second factor (decision 093): it names the back office, so it is not read as a shopping code. */
  staffSignInCode:
    'سبدینو - پنل مدیریت\nکد ورود شما: {code}\nاگر شما وارد نمی‌شوید، فوراً به مدیر فروشگاه خبر دهید.',
  mobileChangeCode:
    'سبدینو\nکد تأیید تغییر شماره موبایل: {code}\nاگر شما درخواست تغییر شماره نداده‌اید، این کد را به کسی ندهید.',
  /** To the old number once the change is done; {mobile} is the new number with its middle hidden. */
  mobileChanged:
    'سبدینو\nشماره موبایل حساب کاربری شما به {mobile} تغییر کرد.\nاگر این کار را شما انجام نداده‌اید، با پشتیبانی سبدینو تماس بگیرید.',
  /**
   * What happened to an order (issue 19); {code} is the tracking code, {amount} tomans, {link} the
   * order's own page (`/profile/orders/{id}`, decision 086).
   */
  orderPlaced: 'سبدینو\nسفارش {code} ثبت شد.\nمبلغ سفارش: {amount}\nپیگیری سفارش:\n{link}',
  orderAwaitingPayment: 'سبدینو\nسفارش {code} ثبت شد.\nلطفاً مبلغ {amount} را تا {until} پرداخت کنید:\n{link}',
  orderPaid:
    'سبدینو\nپرداخت سفارش {code} به مبلغ {amount} انجام شد. سفارش شما در حال آماده‌سازی است.\nپیگیری سفارش:\n{link}',
  orderCancelled: 'سبدینو\nسفارش {code} لغو شد.',
  orderExpired: 'سبدینو\nمهلت پرداخت سفارش {code} تمام شد و سفارش لغو شد.',
  paymentRefunded: 'سبدینو\nمبلغ {amount} که پس از پایان مهلت سفارش {code} پرداخت شد، به کیف پول شما برگشت.',
  /**
   * Periodic orders' rounds (decision 055): {day} the delivery day («جمعه ۶ آذر»), {link} the page to
   * pay or to manage the plan, {short} a line of what could not be had, {reason} why a round was not placed.
   */
  repeatReminder:
    'سبدینو\nسفارش دوره‌ای شما فردا برای ارسال در {day} ثبت می‌شود. مبلغ کالاها با قیمت امروز: {amount}\nبرای رد کردن این نوبت یا تغییر آن:\n{link}',
  repeatPlaced: 'سبدینو\nسفارش دوره‌ای شما با کد {code} برای {day} ثبت شد.{short}\nمبلغ سفارش: {amount}',
  repeatAwaitingPayment:
    'سبدینو\nسفارش دوره‌ای شما با کد {code} برای {day} ثبت شد.{short}\nلطفاً مبلغ {amount} را تا {until} پرداخت کنید:\n{link}',
  repeatNotPlaced: 'سبدینو\nنوبت {day} سفارش دوره‌ای شما ثبت نشد: {reason}\nنوبت بعد: {next}\n{link}',
  /**
   * The waitlist (decisions 063, 069, 082): {name} the item, {turn} what the turn gives, {link} its
   * page. `waitlistTurnHeld` ({minutes} in Persian digits): the unit is kept for the customer;
   * `waitlistTurnOpen`: it is in their basket but not kept (an account not yet of standing, or the
   * share of the restock kept already), whoever pays first gets it. Each clause is also the Kavenegar
   * template's %token20, so each has at most 8 spaces.
   */
  waitlistReturned: 'سبدینو\n«{name}» که منتظرش بودید موجود شد و در سبد خریدتان است؛ {turn}.\n{link}',
  waitlistTurnHeld: 'تا {minutes} دقیقه برای شما کنار گذاشته شد',
  waitlistTurnOpen: 'به هر کس زودتر بخرد می‌رسد',
  /** {short}'s line: the items named, «،»-separated. */
  repeatShort: '\nموجود نبود یا کمتر موجود بود: {items}',
} as const;

/** Why a periodic order's round was not placed ({reason} of repeatNotPlaced). */
export const repeatFailureReasons = {
  nothingInStock: 'هیچ‌یک از کالاهای آن موجود نبود.',
  noSlot: 'زمان ارسالی در آن روز خالی نبود.',
  unpaidOrders: 'دو سفارش پرداخت‌نشده دارید.',
  notAvailable: 'آدرس، روش ارسال یا روش پرداخت آن دیگر در دسترس نیست.',
  other: 'امکان ثبت آن نبود.',
} as const;

/**
 * The seller's block of a sales invoice: the demo shop's, replaced by the shop's own registered
 * details through SELLER_* (README, configuration).
 */
export const invoiceSellerDefaults = {
  name: 'فروشگاه اینترنتی سبدینو',
  economic_code: '',
  national_id: '',
  postal_code: '',
  address: 'تهران',
  phone: '',
} as const;

/** What the bank shows the payer: the shop's name and what is paid for. */
export const paymentTexts = {
  shopName: 'سبدینو',
  description: 'سفارش {code} از سبدینو',
} as const;

/** The profile's gender_fa, by gender code (checkout-and-account.md: 1 unspecified, 2 male, 3 female). */
/** The built-in staff roles' Persian names (domain `builtInRoles`). */
export const staffRoleLabels = {
  owner: 'مدیر کل',
  orders: 'سفارش‌ها',
  catalogue: 'کاتالوگ',
  support: 'پشتیبانی',
  finance: 'مالی',
} as const;

export const genderLabels = { 1: 'نامشخص', 2: 'آقا', 3: 'خانم' } as const;

/**
 * Per-item basket problems (domain basket/problems.ts), shown on the line and in cart/list's errors.
 * Prices arrive as «۱۲۰٬۰۰۰ تومان» (formatToman), counts as Persian numerals.
 */
export const basketProblemMessages = {
  ITEM_UNAVAILABLE: 'این کالا دیگر فروخته نمی‌شود و هنگام خروج از صفحه از سبد خرید حذف می‌شود.',
  ITEM_OUT_OF_STOCK: 'این کالا ناموجود شده است و هنگام خروج از صفحه از سبد خرید حذف می‌شود.',
  ITEM_ABOVE_PURCHASE_LIMIT: 'حداکثر {max} عدد از این کالا را می‌توانید بخرید؛ لطفاً تعداد را کم کنید.',
  ITEM_ABOVE_STOCK: 'از این کالا فقط {left} عدد موجود است؛ لطفاً تعداد را کم کنید.',
  ITEM_PRICE_CHANGED: 'قیمت این کالا از {old} به {new} تغییر کرده است.',
} as const;

/** Words of basket answers that are not errors. */
export const basketTexts = {
  /** The name of a line whose item was deleted from the catalogue. */
  deletedItemName: 'کالای حذف‌شده',
} as const;

/** cart/list's receipt: a sentence about the basket as a whole. */
export const basketReceipts = {
  needsAttention:
    'برخی کالاهای سبد خرید نیاز به بررسی دارند؛ پس از اصلاح آن‌ها می‌توانید خرید را ادامه دهید.',
  cannotBuy: 'کالاهای ناموجود هنگام خروج از صفحه از سبد خرید حذف می‌شوند.',
} as const;

/** A catalogue text with its `{name}` placeholders filled (the domain's one filler). */
export { fillPlaceholders as fillMessage };
