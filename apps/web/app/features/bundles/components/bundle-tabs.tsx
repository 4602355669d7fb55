import type { BundleDetail } from '@shop/domain/catalogue/schemas';
import { ProductCard } from '../../../shared/product/product-card.tsx';
import { SIMILAR_CARD_SIZES } from '../../../shared/product/responsive-image.ts';
import { ReviewsSlot } from '../../../shared/product/reviews-slot.tsx';
import { SimilarRow } from '../../../shared/product/similar-row.tsx';
import { Tabs } from '../../../shared/ui/tabs.tsx';
import { faProduct } from '../../../shared/i18n/fa-product.ts';
import { faBundles } from '../../../shared/i18n/fa-bundles.ts';
import { BundleCard } from './bundle-card.tsx';

/** Description, reviews and similar (bundles, then products); similar opens first (the spec). */
export function BundleTabs({ bundle }: { bundle: BundleDetail }) {
  const hasSimilar = bundle.similars_bundles.length > 0 || bundle.similars_products.length > 0;
  return (
    <Tabs
      label={faBundles.contents}
      defaultValue="similar"
      items={[
        {
          value: 'description',
          label: faProduct.description,
          content: (
            <p className="leading-8 whitespace-pre-line">{bundle.description ?? faProduct.noDescription}</p>
          ),
        },
        {
          value: 'reviews',
          label: faProduct.reviews,
          content: <ReviewsSlot recordName="bundle" recordId={bundle.id} />,
        },
        {
          value: 'similar',
          label: faProduct.similar,
          content: hasSimilar ? (
            <div className="flex flex-col gap-6">
              {bundle.similars_bundles.length > 0 ? (
                <section>
                  <h2 className="mb-3 font-bold">{faBundles.similarBundles}</h2>
                  <SimilarRow
                    label={faBundles.similarBundles}
                    items={bundle.similars_bundles}
                    renderItem={(similar) => <BundleCard bundle={similar} />}
                  />
                </section>
              ) : null}
              {bundle.similars_products.length > 0 ? (
                <section>
                  <h2 className="mb-3 font-bold">{faProduct.similar}</h2>
                  <SimilarRow
                    label={faProduct.similar}
                    items={bundle.similars_products}
                    renderItem={(product) => <ProductCard product={product} sizes={SIMILAR_CARD_SIZES} />}
                  />
                </section>
              ) : null}
            </div>
          ) : (
            <p className="py-6 text-center text-muted">{faProduct.noSimilar}</p>
          ),
        },
      ]}
    />
  );
}
