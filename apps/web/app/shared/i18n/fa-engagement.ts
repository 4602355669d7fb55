// The waitlist, wholesale requests (issue 21; storefront.md §2, §4, §8; decision 063).
export const faEngagement = {
  waitlist: 'موجود شد خبرم کن',
  waitlistDone: 'ثبت شد',
  wholesale: 'درخواست خرید عمده',
  wholesaleDone: 'درخواست شما ثبت شد',
  sending: 'در حال ثبت…',
  /** The spec's words for a request that went through (§8). */
  submitted: 'درخواست شما با موفقیت ثبت شد',
  waitlistHint: 'وقتی موجود شد پیامک می‌دهیم و آن را به سبد خریدتان اضافه می‌کنیم.',
  failed: 'ثبت درخواست ممکن نشد؛ لطفاً دوباره تلاش کنید.',
  networkError: 'ارتباط با سایت برقرار نشد؛ لطفاً اتصال اینترنت را بررسی کنید.',
} as const;
