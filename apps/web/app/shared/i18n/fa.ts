/**
 * Every word a customer sees, grouped by feature. `as const` so a wrong key fails typecheck.
 * Placeholders look like {name} and are filled by `format`.
 */
export const fa = {
  site: {
    name: 'فروشگاه سبدینو',
    shortName: 'سبدینو',
    tagline: 'خرید آنلاین مواد غذایی و کالاهای خانه در تهران',
    description:
      'سبدینو؛ سوپرمارکت آنلاین تهران. خرید لبنیات، خواربار، میوه، شوینده و کالاهای خانه با قیمت مناسب و ارسال سریع در تهران.',
  },
  header: {
    searchPlaceholder: 'جستجو در محصولات، برندها و دسته‌ها…',
    search: 'جستجو',
    categories: 'دسته‌بندی کالاها',
    closeMenu: 'بستن منو',
    basket: 'سبد خرید',
    login: 'ورود | ثبت‌نام',
    account: 'حساب کاربری',
    home: 'صفحهٔ اصلی',
    allOf: 'همهٔ محصولات {name}',
    skipToContent: 'رفتن به محتوای اصلی',
  },
  bottomBar: {
    home: 'خانه',
    brands: 'برندها',
    search: 'جستجو',
    products: 'محصولات',
    login: 'ورود',
    profile: 'پروفایل',
  },
  footer: {
    about:
      'سبدینو فروشگاه اینترنتی مواد غذایی و کالاهای مصرفی خانه است که سفارش شما را در کوتاه‌ترین زمان در تهران تحویل می‌دهد.',
    phone: 'تلفن پشتیبانی',
    email: 'ایمیل پشتیبانی',
    hours: 'پاسخ‌گویی هر روز از ساعت ۸ تا ۲۲',
    deliveryOnlyTehran: 'در حال حاضر ارسال سفارش فقط در شهر تهران امکان‌پذیر است.',
    socials: 'ما را در شبکه‌های اجتماعی دنبال کنید',
    trust: 'نماد اعتماد الکترونیکی',
    links: 'دسترسی سریع',
    aboutUs: 'درباره ما',
    contactUs: 'تماس با ما',
    faq: 'پرسش‌های متداول',
    terms: 'قوانین و مقررات',
    privacy: 'حریم خصوصی',
    brands: 'برندها',
    bundles: 'سبدهای ویژه',
    copyright: 'تمامی حقوق این سایت متعلق به فروشگاه سبدینو است.',
  },
  product: {
    toman: 'تومان',
    outOfStock: 'ناموجود',
    comingSoon: 'در حال تأمین',
    quickView: 'نمایش سریع',
    quickViewOf: 'نمایش سریع {name}',
    ratingOf: 'امتیاز {average} از ۵ ({count} رأی)',
  },
  basket: {
    title: 'سبد خرید',
    add: 'افزودن به سبد',
    addNamed: 'افزودن {name} به سبد',
    addedNamed: '{name} به سبد خرید اضافه شد',
    viewBasket: 'مشاهده سبد',
    increase: 'افزودن یکی دیگر',
    decrease: 'کم کردن یکی',
    remove: 'حذف از سبد',
    countOf: 'تعداد {name} در سبد',
    adding: 'در حال افزودن…',
    badge: 'سبد خرید، {count} کالا',
    limitReached: 'تعداد درخواستی بیشتر از سقف خرید این کالاست',
    notEnoughStock: 'از این کالا فقط {left} عدد موجود است.',
    outOfStock: 'این کالا در حال حاضر موجود نیست.',
    maxAllowed: 'حداکثر {count} عدد از این کالا را می‌توانید بخرید.',
    genericError: 'خطا: {code}',
    networkError: 'ارتباط با فروشگاه برقرار نشد؛ اتصال اینترنت را بررسی کنید.',
  },
  common: {
    close: 'بستن',
    breadcrumb: 'مسیر صفحه',
    loading: 'در حال بارگذاری…',
    retry: 'تلاش دوباره',
    /** The spec's words for a list that could not be loaded (the category menu, a listing's next page). */
    connectionDown: 'ارتباط با سایت موقتاً برقرار نیست، لطفاً کمی بعد دوباره تلاش کنید.',
    notifications: 'اعلان‌ها',
    confirmations: 'پیام‌های انجام کار',
    previous: 'قبلی',
    next: 'بعدی',
  },
  /** The customer's referral code, shown in the account menu and the share modal. */
  referral: {
    code: 'کد معرف شما',
    copy: 'کپی کد معرف',
    copied: 'کد معرف کپی شد.',
  },
  errors: {
    title: 'متأسفیم، خطایی رخ داده است',
    body: 'مشکلی در نمایش این صفحه پیش آمد. لطفاً دوباره تلاش کنید.',
    notFoundTitle: 'صفحه‌ای با این نشانی پیدا نشد',
    notFoundBody: 'ممکن است نشانی اشتباه وارد شده باشد یا این صفحه حذف شده باشد.',
    backHome: 'بازگشت به صفحهٔ اصلی',
  },
  connection: {
    offline: 'اتصال اینترنت شما قطع است. با وصل شدن، صفحه خودش به‌روز می‌شود.',
    backOnline: 'اتصال برقرار شد.',
    /** The page that could not be fetched (decision 092): the spec's words below a title. */
    pageTitle: 'اتصال اینترنت برقرار نیست',
  },
} as const;

/** Fills {name} placeholders (the domain's one filler); numbers are formatted by the caller. */
export { fillPlaceholders as format } from '@shop/domain/fill-placeholders';
