import type { ProductCard as ProductCardData, ProductDetail } from '@shop/domain/catalogue/schemas';
import { ProductCard } from '../../../shared/product/product-card.tsx';
import { SIMILAR_CARD_SIZES } from '../../../shared/product/responsive-image.ts';
import { ReviewsSlot } from '../../../shared/product/reviews-slot.tsx';
import { SimilarRow } from '../../../shared/product/similar-row.tsx';
import { RichText } from '../../../shared/ui/rich-text.tsx';
import { Tabs } from '../../../shared/ui/tabs.tsx';
import { faProduct } from '../../../shared/i18n/fa-product.ts';

/** Description, reviews and similar products; similar products open first (the spec). */
export function ProductTabs({ product, similars }: { product: ProductDetail; similars: ProductCardData[] }) {
  return (
    <Tabs
      label={faProduct.about}
      defaultValue="similar"
      items={[
        {
          value: 'description',
          label: faProduct.description,
          content: product.note ? (
            <RichText html={product.note} />
          ) : (
            <p className="py-6 text-center text-muted">{faProduct.noDescription}</p>
          ),
        },
        {
          value: 'reviews',
          label: faProduct.reviews,
          content: <ReviewsSlot recordName="product" recordId={product.id} />,
        },
        {
          value: 'similar',
          label: faProduct.similar,
          content:
            similars.length > 0 ? (
              <SimilarRow
                label={faProduct.similar}
                items={similars}
                renderItem={(similar) => <ProductCard product={similar} sizes={SIMILAR_CARD_SIZES} />}
              />
            ) : (
              <p className="py-6 text-center text-muted">{faProduct.noSimilar}</p>
            ),
        },
      ]}
    />
  );
}
