// The checkout's words (checkout-and-account.md §2, §4, §5, §8; issue 18). `{name}` marks a value.

export const faCheckout = {
  pageTitle: 'تکمیل خرید',
  backToCart: 'بازگشت به سبد خرید',
  edit: 'ویرایش',
  /** The goods step's word when closed: there is nothing to edit there, only to look at. */
  show: 'مشاهده',
  /** Beside the title of a step that asks nothing (decision 085). */
  optional: 'اختیاری',
  steps: {
    nationalCode: 'کد ملی',
    sellingType: 'نوع سفارش',
    destination: 'آدرس تحویل',
    centre: 'مرکز دریافت سازمان',
    time: 'زمان ارسال',
    shipping: 'روش ارسال',
    payment: 'روش پرداخت',
    periodic: 'نوع سفارش دوره‌ای',
    note: 'توضیحات سفارش',
    goods: 'کالاهای این سفارش',
  },
  locks: {
    chooseOrderTypeFirst: 'برای انتخاب آدرس تحویل، ابتدا نوع سفارش را مشخص کنید',
    chooseAddressFirst: 'برای انتخاب زمان، ابتدا آدرس را مشخص کنید',
    chooseTimeFirst: 'برای انتخاب روش ارسال، ابتدا زمان را مشخص کنید',
    chooseShippingFirst: 'برای انتخاب روش پرداخت، ابتدا روش ارسال یا زمان را مشخص کنید',
    choosePaymentFirst: 'برای انتخاب نوع سفارش دوره‌ای، ابتدا روش پرداخت را مشخص کنید',
  },
  missing: {
    address: 'لطفاً اطلاعات آدرس را تکمیل کنید',
    time: 'لطفاً زمان ارسال را مشخص کنید',
    shipping: 'لطفاً روش ارسال را مشخص کنید',
    payment: 'لطفاً روش پرداخت مبلغ فاکتور را مشخص کنید',
  },
  /** What a step still waits for, where the spec's messages (locks, missing) name none. */
  waits: {
    nationalCode: 'کد ملی خود را وارد کنید',
    sellingType: 'نوع سفارش را مشخص کنید',
    centre: 'مرکز دریافت سازمان را انتخاب کنید',
  },
  genericError: 'خطایی رخ داد، دوباره تلاش کنید',
  nationalCodeHint: 'برای صدور فاکتور، کد ملی خود را وارد کنید.',
  saveNationalCode: 'ثبت کد ملی',
  personal: 'سفارش شخصی',
  company: 'سفارش سازمانی ({name})',
  companyAt: 'تحویل در مرکز سازمان انتخاب‌شده انجام می‌شود.',
  companyDiscount: '{percent} تخفیف سازمانی',
  addAddress: 'افزودن آدرس جدید',
  noAddress: 'هنوز آدرسی ثبت نکرده‌اید.',
  mainAddress: 'آدرس اصلی',
  plaque: 'پلاک {number}',
  unit: 'واحد {unit}',
  postalCode: 'کد پستی {code}',
  slotFull: 'تکمیل',
  slotClosed: 'غیرفعال',
  free: 'رایگان',
  slotPrice: '{price} هزینهٔ بازه',
  methodInactive: 'این روش ارسال برای شما غیرفعال است',
  periodic: { 1: 'عادی (بدون تکرار)', 3: 'هفتگی', 4: 'ماهانه' } as Record<number, string>,
  periodicHint: 'در سفارش دوره‌ای، همین سبد در همین روز و ساعت هر هفته یا هر ماه برای شما آماده می‌شود.',
  notePlaceholder: 'اگر توضیحی برای این سفارش دارید، اینجا بنویسید',
  count: '{count} عدد',
  coupon: {
    label: 'کد تخفیف',
    placeholder: 'کد تخفیف را وارد کنید',
    apply: 'اعمال',
    remove: 'حذف',
    applied: 'کد تخفیف با موفقیت اعمال شد',
    removed: 'کد تخفیف حذف شد',
  },
  summary: {
    goods: 'مبلغ کالاها',
    companyDiscount: 'تخفیف سازمانی',
    coupon: 'کد تخفیف',
    slot: 'هزینهٔ بازهٔ زمانی',
    shipping: 'هزینهٔ ارسال',
    shippingFree: 'رایگان',
    wallet: 'از کیف پول',
    debt: 'تسویهٔ بدهی کیف پول',
    payable: 'مبلغ قابل پرداخت',
  },
  useWallet: 'استفاده از موجودی کیف پول ({balance})',
  payDebt: 'پرداخت بدهی کیف پول ({debt}) همراه این سفارش',
  submit: 'ثبت سفارش',
  submitting: 'در حال ثبت…',
  pendingWarn: 'شما یک سفارش پرداخت‌نشده دارید. با دو سفارش پرداخت‌نشده، ثبت سفارش جدید ممکن نیست.',
  pendingBlock:
    'شما دو سفارش پرداخت‌نشده دارید؛ برای ثبت سفارش جدید ابتدا یکی از آن‌ها را پرداخت یا لغو کنید.',
  ordersLink: 'سفارش‌های من',
  /** A step while two unpaid orders block a new one (the notice above says why and links to them). */
  pendingBlockStep: 'تا یکی از سفارش‌های پرداخت‌نشده پرداخت یا لغو نشود، ثبت سفارش ممکن نیست',
  ordersLinkUnpaid: 'مشاهدهٔ سفارش‌های پرداخت‌نشده',
} as const;

export const faPayments = {
  title: 'نتیجهٔ سفارش',
  tracking: 'کد پیگیری سفارش:',
  invoice: 'سفارش شما ثبت شد. فاکتور در پروفایل شما در دسترس است.',
  reserved:
    'سفارش شما تا {until} رزرو شد. تا این زمان رسید واریز را در بخش سفارش‌ها بارگذاری کنید، وگرنه سفارش لغو می‌شود.',
  /** A reservation whose deadline the address did not carry as a date. */
  reservedNoTime:
    'سفارش شما رزرو شد. رسید واریز را در بخش سفارش‌ها بارگذاری کنید؛ تا پایان مهلت بارگذاری نشود، سفارش لغو می‌شود.',
  wallet: 'سفارش شما ثبت و مبلغ آن از کیف پول پرداخت شد.',
  /** What a payment at the bank came to (the callback's status). */
  bank: {
    paid: 'پرداخت شما با موفقیت انجام شد و سفارش در حال پردازش است.',
    failed:
      'پرداخت انجام نشد یا لغو شد. سفارش شما نگه داشته شده است و تا پایان مهلت پرداخت می‌توانید دوباره پرداخت کنید.',
    unpaid:
      'سفارش شما ثبت شد، اما درگاه پرداخت در دسترس نبود. تا پایان مهلت پرداخت می‌توانید دوباره پرداخت کنید.',
    refunded: 'پرداخت شما پس از پایان مهلت سفارش انجام شد؛ مبلغ آن به کیف پول شما برگشت.',
    checking:
      'پاسخ بانک هنوز نرسیده است. چند دقیقهٔ دیگر وضعیت سفارش را در بخش سفارش‌ها ببینید؛ اگر مبلغی از حساب شما کم شده باشد، سفارش پرداخت می‌شود یا مبلغ به کیف پول شما برمی‌گردد.',
    unknown: 'این پرداخت پیدا نشد.',
  },
  refId: 'شمارهٔ پیگیری بانک:',
  repay: 'پرداخت مجدد',
  repaying: 'در حال انتقال به درگاه…',
  orders: 'مشاهدهٔ سفارش‌ها',
  home: 'بازگشت به فروشگاه',
} as const;
