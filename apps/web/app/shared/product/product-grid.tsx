import type { ProductCard as ProductCardData } from '@shop/domain/catalogue/schemas';
import { ProductCard } from './product-card.tsx';
import { GRID_CARD_SIZES } from './responsive-image.ts';

/** Product cards in a responsive grid: two across on a phone, up to five on a wide screen. */
export function ProductGrid({ products }: { products: ProductCardData[] }) {
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3 lg:grid-cols-4 2xl:grid-cols-5">
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} sizes={GRID_CARD_SIZES} />
        </li>
      ))}
    </ul>
  );
}
