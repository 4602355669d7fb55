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
  CUSTOMER_NOT_FOUND: 'کاربری با این شماره موبایل ثبت نشده است.',
  WRONG_PASSWORD: 'رمز عبور اشتباه است',
  ALREADY_SIGNED_UP: 'ثبت‌نام شما قبلاً کامل شده است؛ برای تغییر رمز عبور از بخش تغییر رمز استفاده کنید.',
  CSRF_REJECTED: 'درخواست از سوی سایت تأیید نشد؛ لطفاً صفحه را دوباره بارگذاری کنید.',
  SMS_UNAVAILABLE: 'ارسال پیامک در حال حاضر ممکن نیست؛ لطفاً کمی بعد دوباره تلاش کنید.',
  INTERNAL: 'متأسفانه خطایی رخ داد؛ لطفاً دوباره تلاش کنید.',
  SERVICE_UNAVAILABLE: 'ارتباط با سایت موقتاً برقرار نیست؛ لطفاً کمی بعد دوباره تلاش کنید.',
} as const satisfies Record<ErrorCode, string>;

export function errorMessage(
  code: ErrorCode,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return errorMessages[code].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** Field messages the error handler adds beside zod's own Persian ones. */
export const fieldMessages = {
  unknownField: 'این فیلد شناخته‌شده نیست.',
  invalidValue: 'مقدار واردشده معتبر نیست.',
} as const;

/** Text messages to customers. Codes stay in Latin digits so phones offer to fill them in. */
export const smsTexts = {
  oneTimeCode: 'سبدینو\nکد تأیید شما: {code}\nاین کد را به کسی ندهید.',
} as const;

/** The profile's gender_fa, by gender code (checkout-and-account.md: 1 unspecified, 2 male, 3 female). */
export const genderLabels = { 1: 'نامشخص', 2: 'آقا', 3: 'خانم' } as const;
