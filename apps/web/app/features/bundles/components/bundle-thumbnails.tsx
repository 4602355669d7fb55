import type { BundleListItem } from '@shop/domain/catalogue/schemas';
import { formatNumberFa } from '@shop/domain/money';
import { BUNDLE_ITEM_SIZES, responsiveImage } from '../../../shared/product/responsive-image.ts';
import { format } from '../../../shared/i18n/fa.ts';
import { faBundles } from '../../../shared/i18n/fa-bundles.ts';

/** The bundle's products as small pictures, each with how many of it the bundle holds. */
export function BundleThumbnails({ products }: { products: BundleListItem['products'] }) {
  return (
    <ul className="flex flex-wrap gap-2" aria-label={faBundles.contents}>
      {products.map((product) => (
        <li key={product.id} className="relative" title={product.displayName}>
          <img
            {...responsiveImage(product.image, BUNDLE_ITEM_SIZES)}
            alt={product.displayName}
            width={48}
            height={48}
            loading="lazy"
            className="size-12 rounded-lg border border-black/5 bg-surface object-cover"
          />
          <span className="absolute -end-1.5 -top-1.5 grid min-w-5 place-items-center rounded-full bg-ink px-1 text-[11px] leading-5 font-bold text-white">
            <span className="sr-only">
              {format(faBundles.itemCount, { count: formatNumberFa(product.count) })}
            </span>
            <span aria-hidden="true">{formatNumberFa(product.count)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
