/**
 * The Persian words of the basket's panel and page, apart from fa.ts: fa.ts is part of every page's
 * first script, and only the pages that show these load them. Same rules: `as const`, placeholders
 * filled by `format` from fa.ts.
 */
export const faBasket = {
  removeNamed: 'حذف {name} از سبد',
  empty: 'سبد خرید شما خالی است.',
  emptyHint: 'کالاهای مورد نظرتان را پیدا کنید و به سبد اضافه کنید.',
  startShopping: 'شروع خرید',
  seeBasket: 'مشاهدهٔ سبد خرید',
  total: 'جمع سبد خرید',
  goodsPrice: 'قیمت کالاها ({count} کالا)',
  unitPrice: 'قیمت واحد',
  lineTotal: 'جمع',
  saving: 'سود شما از خرید',
  continue: 'ادامهٔ فرایند خرید',
  loginToContinue: 'برای ادامهٔ خرید وارد شوید',
  registerPrompt: 'برای ثبت سفارش، ابتدا ثبت‌نام خود را کامل کنید.',
  register: 'تکمیل ثبت‌نام',
  blocked: 'پیش از ادامه، کالاهای مشخص‌شده را بررسی کنید.',
  freeShipping: 'ارسال رایگان',
  freeShippingReached: 'ارسال سفارش شما رایگان است.',
  // «بیش از»: free shipping is for a total above the threshold (decision 67), so the figure is round and true.
  freeShippingLeft: 'با خرید بیش از {amount} دیگر، ارسال رایگان می‌شود.',
  freeShippingAnyMore: 'با افزودن هر کالای دیگری، ارسال رایگان می‌شود.',
  temporary: 'این سبد موقتاً در همین مرورگر نگه داشته می‌شود؛ با ورود به حساب، در سبد شما ذخیره می‌شود.',
  loadError: 'سبد خرید بارگیری نشد.',
  // A waitlist turn (decision 069): the unit is out of stock for everyone else until then.
  heldForYou: 'یک عدد از این کالا تا {until} برای شما کنار گذاشته شده است.',
  // After sign-in, the local basket's merge (merge-local-basket.ts): what did not move over whole.
  mergeTitle: 'برخی کالاها به‌طور کامل به سبد شما منتقل نشدند',
  mergeLine: '{name}؛ {message}',
  mergeLineAccepted: '{name}؛ {message} ({accepted} عدد در سبد)',
  unknownItem: 'کالای شمارهٔ {id}',
  dismiss: 'متوجه شدم',
} as const;
