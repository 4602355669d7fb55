/**
 * The Persian words of the reviews tab (product and bundle pages) and its form. The form's field
 * messages are the domain's (`@shop/domain/reviews/messages`), the same as the API answers with.
 */
export const faReviews = {
  title: 'دیدگاه کاربران',
  write: 'ثبت دیدگاه',
  average: '{average} از ۵',
  /** The average counts ratings only: a comment without one is no vote (decision 084). */
  basedOn: 'از {count} امتیاز',
  none: 'هنوز دیدگاهی ثبت نشده است. اولین نفری باشید که دیدگاهش را می‌نویسد.',
  stars: '{count} ستاره از ۵',
  loading: 'در حال بارگذاری دیدگاه‌ها…',
  more: 'نمایش بیشتر',
  loadFailed: 'دیدگاه‌ها بارگذاری نشد.',
  retry: 'تلاش دوباره',
  form: {
    title: 'ثبت دیدگاه',
    description: 'دیدگاه شما پس از تأیید در این صفحه نمایش داده می‌شود.',
    rating: 'امتیاز شما (اختیاری)',
    star: '{count} ستاره',
    name: 'نام (اختیاری)',
    nameHint: 'اگر خالی بماند، «کاربر سبدینو» نمایش داده می‌شود.',
    body: 'متن دیدگاه',
    bodyHint: 'بین ۳ تا ۱۰۰۰ حرف، به‌صورت متن ساده.',
    submit: 'ثبت دیدگاه',
    networkError: 'ارتباط برقرار نشد؛ دوباره تلاش کنید.',
    failed: 'دیدگاه ثبت نشد؛ دوباره تلاش کنید.',
  },
} as const;
