import { Link } from 'react-router';
import type { ProductCard as ProductCardData } from '@shop/domain/catalogue/schemas';
import { paths } from '../paths.ts';
import { useEngaged } from '../ui/first-engagement.ts';
import { productBasketItem } from './basket-item.ts';
import { CardRating } from './card-rating.tsx';
import { Price } from './price.tsx';
import { BasketButtonSlot } from './purchase-slots.tsx';
import { QuickViewButton } from './quick-view-button.tsx';
import { SHELF_CARD_SIZES, responsiveImage } from './responsive-image.ts';
import { unavailableLabel } from './unavailable-label.ts';
import { formatAmount } from './amount.ts';
import { ScrollRowWithArrows } from '../ui/scroll-row-arrows.tsx';
import { CatalogueText } from '../format/catalogue-text.tsx';

/**
 * A product in a shelf or a listing, with the basket's button (handed in by the root). The quick-view
 * button sits beside the card's link, not inside it: a link may not hold another link.
 */
export function ProductCard({
  product,
  sizes = SHELF_CARD_SIZES,
}: {
  product: ProductCardData;
  /** How wide the row draws the picture (responsive-image.ts); a shelf's cards by default. */
  sizes?: string;
}) {
  return (
    <article className="group relative flex h-full flex-col rounded-2xl bg-white p-3 shadow-[0_1px_3px_rgba(0,0,0,0.06)]">
      <Link to={paths.product(product.id, product.slug)} className="flex flex-1 flex-col gap-2">
        <img
          {...responsiveImage(product.image, sizes)}
          alt={product.name}
          width={600}
          height={600}
          loading="lazy"
          decoding="async"
          className={`aspect-square w-full rounded-xl object-cover ${product.available ? '' : 'opacity-50 grayscale'}`}
        />
        {/* One line whether rated or not, so cards in a row keep one height (layout stability). */}
        <div className="flex items-center justify-between gap-2 text-xs text-muted">
          <p className="truncate">{product.brand.name}</p>
          {product.rating ? <CardRating rating={product.rating} /> : null}
        </div>
        <h3 className="line-clamp-2 min-h-[2.75rem] text-sm leading-[1.375rem] font-medium">
          <CatalogueText text={product.name} />
        </h3>
        {/* The pack size on a line of its own, always there (empty without one), so a clamped name
            never hides it and every card in a row keeps one height (decision 67). */}
        <p className="h-5 truncate text-xs leading-5 text-muted" data-testid="pack-size">
          {formatAmount(product.volume, product.unit) ?? ''}
        </p>
      </Link>
      <QuickViewButton product={product} />
      <div className="mt-2 flex min-h-11 items-end justify-end">
        {product.available ? (
          <Price price={product.price} priceByDiscount={product.price_by_discount} />
        ) : (
          <p className="text-sm font-semibold text-muted">{unavailableLabel(product)}</p>
        )}
      </div>
      {product.available ? (
        <div className="mt-2">
          <BasketButtonSlot item={productBasketItem(product)} variant="card" />
        </div>
      ) : null}
    </article>
  );
}

/**
 * The most cards a shelf shows at once (`shelf-row` in app.css: 7 per view on the widest screens).
 * The server draws these; the rest of the shelf waits for the visitor's first move, before which
 * nobody can swipe to them. A shelf of twelve is then 7 cards to hydrate, not 12: on the home page
 * that is a third of its elements (bench/RESULTS.md). Crawlers reach the rest through the shelf's
 * "see all" listing.
 */
export const SHELF_FIRST_CARDS = 7;

/**
 * A shelf's swiping row of product cards. Kept beside the card so that it rides in the chunk every
 * product page loads anyway: home and the shelves page alone share it, and a module of its own
 * would have followed the shelves page into the listing chunk, making the home page load that.
 */
export function ShelfCards({
  products,
  className = '',
}: {
  products: ProductCardData[];
  className?: string;
}) {
  const showAll = useEngaged();
  const shown = showAll ? products : products.slice(0, SHELF_FIRST_CARDS);
  return (
    <ScrollRowWithArrows className={`scroll-row shelf-row ${className}`}>
      {shown.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} />
        </li>
      ))}
    </ScrollRowWithArrows>
  );
}
