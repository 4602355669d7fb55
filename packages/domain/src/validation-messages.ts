/**
 * Persian messages of the rules the shared schemas check themselves (zod's Persian locale covers
 * the generic ones). One catalogue, so the API and the web forms say the same thing.
 */
export const validationMessages = {
  minAboveMax: 'حداقل قیمت نباید از حداکثر قیمت بیشتر باشد.',
  // A NUL character (U+0000) that no keyboard types and the database cannot store (issue 16).
  textInvalidCharacter: 'این متن نویسهٔ نامعتبری دارد؛ آن را پاک کنید و دوباره بفرستید.',
  // Sign-in and registration (storefront.md §5).
  mobileRequired: 'شماره موبایل را وارد کنید.',
  mobileNotDigits: 'برای شماره موبایل فقط عدد وارد کنید.',
  mobileLength: 'شماره موبایل باید ۱۱ رقم باشد.',
  codeRequired: 'کد تأیید را وارد کنید.',
  codeLength: 'کد تأیید باید ۴ رقم باشد.',
  passwordRequired: 'رمز عبور را وارد کنید.',
  passwordShort: 'رمز عبور باید بیشتر از ۵ کاراکتر باشد.',
  passwordLong: 'رمز عبور نباید بیشتر از ۱۲۸ کاراکتر باشد.',
  passwordMismatch: 'تکرار رمز عبور با رمز عبور یکسان نیست.',
  oldPasswordRequired: 'رمز عبور فعلی را وارد کنید.',
  firstNameRequired: 'نام را وارد کنید.',
  lastNameRequired: 'نام خانوادگی را وارد کنید.',
  nameLength: 'نام باید بین ۲ تا ۴۰ حرف باشد.',
  switchKeyboardToPersian: 'لطفاً صفحه‌کلید را فارسی کنید.',
  namePersianOnly: 'فقط حروف فارسی وارد کنید.',
  nationalCodeRequired: 'کد ملی را وارد کنید.',
  nationalCodeInvalid: 'کد ملی معتبر نیست.',
  emailInvalid: 'ایمیل معتبر نیست.',
  termsRequired: 'برای ثبت‌نام باید قوانین و مقررات را بپذیرید.',
  introducerCodeInvalid: 'کد معرف معتبر نیست.',
  genderInvalid: 'جنسیت معتبر نیست.',
  // Answers of the server about a code or a password it checked (issue 5).
  codeWrong: 'کد تأیید اشتباه است.',
  codeExpired: 'کد تأیید منقضی شده یا دیگر معتبر نیست؛ لطفاً کد جدید دریافت کنید.',
  oldPasswordWrong: 'رمز عبور فعلی اشتباه است.',
  // The profile's edit and the mobile change (checkout-and-account.md §4, §5).
  genderRequired: 'جنسیت را انتخاب کنید.',
  mobileSameAsCurrent: 'شماره موبایل جدید باید با شماره فعلی متفاوت باشد',
  mobileTaken: 'این شماره موبایل متعلق به حساب کاربری دیگری است.',
  mobileNotCurrent: 'این شماره، شماره موبایل فعلی حساب شما نیست.',
  // Addresses, the checkout and the account (checkout-and-account.md §5; issue 18).
  recipientRequired: 'نام گیرنده را وارد کنید.',
  addressRequired: 'نشانی را وارد کنید.',
  plaqueRequired: 'پلاک را وارد کنید.',
  textTooLong: 'این متن بیش از اندازه بلند است.',
  postalCodeInvalid: 'کد پستی باید ۱۰ رقم باشد.',
  pointRequired: 'محل تحویل را روی نقشه مشخص کنید.',
  placeSearchTooShort: 'برای جستجوی نشانی دست‌کم دو حرف بنویسید.',
  companyCodeRequired: 'کد معرف سازمانی را وارد کنید.',
  couponCodeRequired: 'کد تخفیف را وارد کنید.',
  addressChoiceRequired: 'لطفاً اطلاعات آدرس را تکمیل کنید',
  slotRequired: 'لطفاً زمان ارسال را مشخص کنید',
  postingMethodRequired: 'لطفاً روش ارسال را مشخص کنید',
  paymentPortRequired: 'لطفاً روش پرداخت مبلغ فاکتور را مشخص کنید',
  periodicTypeInvalid: 'نوع سفارش دوره‌ای معتبر نیست.',
  receiptRequired: 'فایل رسید واریز را انتخاب کنید.',
  receiptTooLarge: 'حجم فایل رسید باید حداکثر ۵ مگابایت باشد.',
  receiptType: 'رسید باید تصویر (JPG، PNG یا WebP) یا PDF باشد.',
  noteRequired: 'متن یادداشت را بنویسید.',
  rateInvalid: 'امتیاز باید عددی از ۱ تا ۵ باشد.',
  periodicDayInvalid: 'روز این نوبت معتبر نیست.',
  periodicLinesRequired: 'سفارش دوره‌ای دست‌کم یک کالا لازم دارد؛ برای پایان دادن به آن «توقف» را بزنید.',
  // The contact form (storefront.md §8; issue 21).
  contactSubjectInvalid: 'موضوع پیام را از فهرست انتخاب کنید.',
  contactTextRequired: 'متن پیام را بنویسید.',
  contactTextShort: 'متن پیام باید دست‌کم ۱۰ نویسه باشد.',
  // The basket (storefront.md §5, §7; issue 6).
  cartTypeInvalid: 'نوع کالا باید ۱ (کالا) یا ۲ (سبد ویژه) باشد.',
  cartCountRequired: 'تعداد را وارد کنید.',
  cartCountInvalid: 'تعداد باید عددی بین ۱ و ۹۹۹ باشد.',
  cartAddRequired: 'مشخص کنید تعداد افزوده شود (۱) یا جایگزین شود (۰).',
  cartAddWithPut: 'حذف یا کم کردن از سبد، add ندارد.',
  cartMultiTooMany: 'حداکثر ۱۰۰ کالا را می‌توان یک‌جا به سبد خرید افزود.',
  // Staff and roles (issue 47).
  staffNameRequired: 'نام همکار را وارد کنید.',
  staffNameLength: 'نام همکار باید بین ۲ تا ۶۰ نویسه باشد.',
  roleNameRequired: 'نام نقش را وارد کنید.',
  roleNameLength: 'نام نقش باید بین ۲ تا ۴۰ نویسه باشد.',
  permissionUnknown: 'این دسترسی شناخته نیست؛ از فهرست دسترسی‌ها انتخاب کنید.',
  permissionsRequired: 'دست‌کم یک دسترسی برای نقش انتخاب کنید.',
} as const;

export type ValidationMessageKey = keyof typeof validationMessages;
