import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

// The spec's routes (storefront.md §2, checkout-and-account.md §2), grouped by the layout around
// them (routes/layouts). URLs are built in paths.ts.
export default [
  layout('routes/layouts/shop.tsx', [
    index('routes/home.tsx'),
    route('search', 'routes/search.tsx'),
    route('search/categories/:id/:slug', 'routes/category.tsx'),
    route('search/categories/:id/:slug/shelves', 'routes/category-shelves.tsx'),
    route('search/brands/:id/:slug', 'routes/brand.tsx'),
    route('products', 'routes/products-redirect.tsx'),
    route('products/:id/:slug?', 'routes/product.tsx'),
    route('product/:id', 'routes/product-quick-view.tsx'),
    route('bundles', 'routes/bundles.tsx'),
    route('bundles/:id/:slug?', 'routes/bundle.tsx'),
    route('brands', 'routes/brands.tsx'),
    route('cart', 'routes/cart.tsx'),
    // The account area: its layout's loader sends visitors to /login?backUrl=… (require-user.ts).
    layout('routes/layouts/account.tsx', [
      route('profile', 'routes/profile.tsx'),
      route('profile/periodic-orders', 'routes/periodic-orders.tsx'),
      route('profile/orders', 'routes/profile-orders.tsx'),
      route('profile/orders/:id', 'routes/profile-order.tsx'),
      route('profile/coupons-codes', 'routes/profile-coupons.tsx'),
      route('profile/referral', 'routes/profile-referral.tsx'),
      route('profile/addresses', 'routes/profile-addresses.tsx'),
      route('profile/company', 'routes/profile-company.tsx'),
      route('profile/edit', 'routes/profile-edit.tsx'),
      route('profile/change-password', 'routes/profile-change-password.tsx'),
      route('profile/change-mobile', 'routes/profile-change-mobile.tsx'),
    ]),
    route('payments', 'routes/payments.tsx'),
    // The shop's own pages (decision 061), each `GET pages/{slug}` of its own slug.
    route('about-us', 'routes/about-us.tsx'),
    route('terms', 'routes/terms.tsx'),
    route('privacy', 'routes/privacy.tsx'),
    route('faqs', 'routes/faqs.tsx'),
    route('contact-us', 'routes/contact-us.tsx'),
    route('landings/:slug', 'routes/landing.tsx'),
    // Any path nobody claims shows the search page (the spec), with a 404 status for crawlers.
    route('*', 'routes/not-found.tsx'),
  ]),
  // An order's papers: guarded, without the shop's chrome, printable (decision 59).
  layout('routes/layouts/paper.tsx', [
    route('invoices/:id', 'routes/invoice.tsx'),
    route('receipts/:invoiceId', 'routes/payment-receipt.tsx'),
  ]),
  // Tasks with the header only. The register pages require a customer in their own loaders.
  layout('routes/layouts/focused.tsx', [
    route('login', 'routes/login.tsx'),
    route('register', 'routes/register.tsx'),
    route('register/user-info', 'routes/register-user-info.tsx'),
    route('checkout', 'routes/checkout.tsx'),
  ]),
] satisfies RouteConfig;
