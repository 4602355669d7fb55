import type { ProductCard } from '@shop/domain/catalogue/schemas';
import { faProduct } from '../i18n/fa-product.ts';
import { formatAmount } from './amount.ts';
import { ColorSwatch } from './color-swatch.tsx';

/** "مقدار: ۹۰۰ گرم   رنگ: ● قرمز": the amount and the colour, each only when there is one. */
export function ProductFacts({ product }: { product: Pick<ProductCard, 'volume' | 'unit' | 'color'> }) {
  const amount = formatAmount(product.volume, product.unit);
  return (
    <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm">
      {amount ? (
        <span>
          <span className="text-muted">{faProduct.amount}:</span> {amount}
        </span>
      ) : null}
      <ColorSwatch color={product.color} label={faProduct.color} />
    </div>
  );
}
