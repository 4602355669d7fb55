import { Link } from 'react-router';
import type { ProductCard } from '@shop/domain/catalogue/schemas';
import { faProduct } from '../i18n/fa-product.ts';
import { paths } from '../paths.ts';
import { ChevronEndIcon } from '../ui/icons.tsx';
import { ProductFacts } from './product-facts.tsx';
import { ProductPurchase } from './product-purchase.tsx';

type Props = { product: ProductCard & { excerpt?: string | null } };

/**
 * The quick view's body: image, brand, amount, colour, price and availability, and the way to the
 * full page. The quick view is a passing history entry: its links replace it, so Back from the
 * product page returns to the page the quick view was opened over.
 */
export function ProductSummary({ product }: Props) {
  return (
    <div className="grid gap-4 sm:grid-cols-[minmax(0,15rem)_1fr] sm:gap-6">
      <img
        src={product.image}
        alt={product.name}
        width={600}
        height={600}
        className="mx-auto aspect-square w-full max-w-60 rounded-2xl bg-surface object-cover"
      />
      <div className="flex min-w-0 flex-col gap-3">
        <Link
          to={paths.brand(product.brand.id, product.brand.slug)}
          replace
          className="inline-flex min-h-11 min-w-11 items-center self-start text-sm text-brand-600 hover:underline"
        >
          {product.brand.name}
        </Link>
        <ProductFacts product={product} />
        {product.excerpt ? <p className="text-sm leading-7 text-muted">{product.excerpt}</p> : null}
        <ProductPurchase product={product} />
        <Link
          to={paths.product(product.id, product.slug)}
          replace
          className="mt-auto flex items-center justify-center gap-1 rounded-xl border border-brand-600 px-4 py-2.5 font-semibold text-brand-600 hover:bg-brand-50"
        >
          {faProduct.seeDetails}
          <ChevronEndIcon className="size-4" />
        </Link>
      </div>
    </div>
  );
}
