import { Breadcrumb } from '../../../shared/ui/breadcrumb.tsx';
import { PAGE_PICTURE_SIZES, preloadImage } from '../../../shared/product/responsive-image.ts';
import type { ProductPageData } from '../load-product-page.ts';
import { productCrumbs } from '../product-meta.ts';
import { ProductFeaturesTable } from './product-features-table.tsx';
import { ProductGallery } from './product-gallery.tsx';
import { ProductInfo } from './product-info.tsx';
import { ProductTabs } from './product-tabs.tsx';

/** The product page: breadcrumb, gallery and details side by side on wide screens, then the tabs. */
export function ProductPage({ product, extra, similars, nextDelivery, now }: ProductPageData) {
  // The gallery's first picture is the page's largest paint: fetch it with the HTML's <head>.
  preloadImage(product.image, PAGE_PICTURE_SIZES);
  return (
    <article className="flex flex-col gap-5">
      <Breadcrumb
        items={[
          ...productCrumbs(product).map((crumb) => ({ label: crumb.name, to: crumb.path })),
          { label: product.name },
        ]}
      />
      <div className="grid gap-5 rounded-3xl bg-white p-4 md:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] md:p-6 lg:gap-8">
        <ProductGallery name={product.name} image={product.image} gallery={product.gallery} />
        <div className="flex min-w-0 flex-col gap-5">
          <ProductInfo product={product} extra={extra} nextDelivery={nextDelivery} now={now} />
          <ProductFeaturesTable features={product.features} />
        </div>
      </div>
      <ProductTabs product={product} similars={similars} />
    </article>
  );
}
