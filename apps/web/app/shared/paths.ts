/** Every URL of the site in one place, so a route rename is one edit. */
const segment = (slug: string) => encodeURIComponent(slug);

const withBackUrl = (path: string, backUrl?: string) =>
  backUrl ? `${path}?backUrl=${encodeURIComponent(backUrl)}` : path;

export const paths = {
  home: () => '/',
  search: (query?: string) => (query ? `/search?q=${encodeURIComponent(query)}` : '/search'),
  specialSale: () => '/search?special_sale=1',
  /** A category shelf's "see all": the search listing narrowed to that shelf. */
  shelf: (id: number) => `/search?shelf=${id}`,
  /** A home page's coloured shelf's "see all": the search listing narrowed to that shelf. */
  specialShelf: (id: number) => `/search?special_shelf=${id}`,
  category: (id: number, slug: string) => `/search/categories/${id}/${segment(slug)}/`,
  categoryShelves: (id: number, slug: string) => `/search/categories/${id}/${segment(slug)}/shelves`,
  brand: (id: number, slug: string) => `/search/brands/${id}/${segment(slug)}/`,
  brands: () => '/brands',
  product: (id: number, slug: string) => `/products/${id}/${segment(slug)}`,
  /** The quick view (a modal over the page the customer came from). */
  productQuickView: (id: number) => `/product/${id}`,
  bundles: () => '/bundles',
  bundle: (id: number, slug: string) => `/bundles/${id}/${segment(slug)}`,
  cart: () => '/cart',
  /** The sign-in steps; `backUrl` is where to go afterwards (a same-site path). */
  login: (backUrl?: string) => withBackUrl('/login', backUrl),
  /** Profile completion after registration, carrying the sign-in's backUrl on. */
  register: (backUrl?: string) => withBackUrl('/register', backUrl),
  /** The checkout's own profile completion step: goes on to /checkout. */
  registerUserInfo: () => '/register/user-info',
  checkout: () => '/checkout',
  /** The result of placing or paying an order: the spec's query (tracking_code, message, status). */
  payments: (query: Record<string, string>) => `/payments?${new URLSearchParams(query).toString()}`,
  /** The profile's own pages (checkout-and-account.md §2): a status 3 customer is sent to /register. */
  profileEdit: () => '/profile/edit',
  profileChangePassword: () => '/profile/change-password',
  profileChangeMobile: () => '/profile/change-mobile',
  profile: () => '/profile',
  /** The customer's orders, 10 a page. */
  profileOrders: (page = 1) => (page > 1 ? `/profile/orders?page=${page}` : '/profile/orders'),
  /** An order's own page; its invoice, receipt and texts link here (decision 086). */
  order: (orderId: number) => `/profile/orders/${orderId}`,
  /** An order's printable sales invoice (decision 059). */
  invoice: (orderId: number) => `/invoices/${orderId}`,
  /** An order's payment receipt, «رسید پرداخت» (decision 059). */
  paymentReceipt: (orderId: number) => `/receipts/${orderId}`,
  profileCoupons: () => '/profile/coupons-codes',
  /** The customer's weekly and monthly orders; the rounds' texts link here (decision 055). */
  profilePeriodicOrders: () => '/profile/periodic-orders',
  profileReferral: () => '/profile/referral',
  profileAddresses: () => '/profile/addresses',
  /** The company referral code; `code` pre-fills its input (the spec's `?code=`). */
  profileCompany: (code?: string) =>
    code ? `/profile/company?code=${encodeURIComponent(code)}` : '/profile/company',
  /** The link a customer shares: sign-in that remembers who introduced the new customer (decision 057). */
  invite: (introduceCode: string) => `/login?ref=${encodeURIComponent(introduceCode)}`,
  aboutUs: () => '/about-us',
  contactUs: () => '/contact-us',
  faqs: () => '/faqs',
  terms: () => '/terms',
  privacy: () => '/privacy',
  /** A campaign's page (decision 064). */
  landing: (slug: string) => `/landings/${encodeURIComponent(slug)}`,
} as const;

/** Branch categories open their shelves page; leaves open their product list. */
export function categoryPath(category: { id: number; slug: string; type: 'branch' | 'leaf' }): string {
  return category.type === 'branch'
    ? paths.categoryShelves(category.id, category.slug)
    : paths.category(category.id, category.slug);
}
