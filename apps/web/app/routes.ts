import { index, route, type RouteConfig } from '@react-router/dev/routes';

// The spec's routes (storefront.md §2, checkout-and-account.md §2). URLs are built in paths.ts.
export default [
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
  route('login', 'routes/login.tsx'),
  // Guarded pages: their loaders send visitors to /login?backUrl=… (features/auth/api/require-user.ts).
  route('register', 'routes/register.tsx'),
  route('register/user-info', 'routes/register-user-info.tsx'),
  route('profile', 'routes/profile.tsx'),
  // Any path nobody claims shows the search page (the spec), with a 404 status for crawlers.
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
