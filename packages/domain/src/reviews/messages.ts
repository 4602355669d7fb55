// The comment form's Persian messages, said alike by the API and the web form (storefront.md §5).
export const reviewMessages = {
  bodyRequired: 'متن دیدگاه را وارد کنید.',
  bodyShort: 'متن دیدگاه باید دست‌کم ۳ حرف باشد.',
  bodyLong: 'متن دیدگاه نباید بیشتر از ۱۰۰۰ حرف باشد.',
  nameTooLong: 'نام نباید بیشتر از ۶۰ حرف باشد.',
  htmlNotAllowed: 'دیدگاه را به‌صورت متن ساده و بدون کد بنویسید.',
  ratingInvalid: 'امتیاز باید از ۱ تا ۵ ستاره باشد.',
  recordInvalid: 'کالای این دیدگاه معتبر نیست.',
  /** The name shown for a comment posted without one. */
  anonymousName: 'کاربر سبدینو',
  /** The answer to a posted comment (storefront.md §8). */
  posted: 'پیام شما ثبت شد و پس از تأیید منتشر می‌شود',
} as const;
