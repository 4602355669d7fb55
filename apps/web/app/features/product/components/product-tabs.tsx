import type { ProductCard as ProductCardData, ProductDetail } from '@shop/domain/catalogue/schemas';
import { ProductCard } from '../../../components/product/product-card.tsx';
import { SIMILAR_CARD_SIZES } from '../../../components/product/responsive-image.ts';
import { ReviewsSlot } from '../../../components/product/reviews-slot.tsx';
import { SimilarRow } from '../../../components/product/similar-row.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { fa } from '../../../i18n/fa.ts';

/** Description, reviews and similar products; similar products open first (the spec). */
export function ProductTabs({ product, similars }: { product: ProductDetail; similars: ProductCardData[] }) {
  return (
    <Tabs
      label={fa.product.about}
      defaultValue="similar"
      items={[
        {
          value: 'description',
          label: fa.product.description,
          content: product.note ? (
            // `note` is HTML from the shop's own catalogue, sanitised by the API when it is saved
            // (the back office editor's output); it is never customer input.
            <div
              className="leading-8 [&_li]:ms-5 [&_li]:list-disc [&_p]:my-2 [&_strong]:font-semibold"
              dangerouslySetInnerHTML={{ __html: product.note }}
            />
          ) : (
            <p className="py-6 text-center text-muted">{fa.product.noDescription}</p>
          ),
        },
        {
          value: 'reviews',
          label: fa.product.reviews,
          content: <ReviewsSlot recordName="product" recordId={product.id} />,
        },
        {
          value: 'similar',
          label: fa.product.similar,
          content:
            similars.length > 0 ? (
              <SimilarRow
                label={fa.product.similar}
                items={similars}
                renderItem={(similar) => <ProductCard product={similar} sizes={SIMILAR_CARD_SIZES} />}
              />
            ) : (
              <p className="py-6 text-center text-muted">{fa.product.noSimilar}</p>
            ),
        },
      ]}
    />
  );
}
