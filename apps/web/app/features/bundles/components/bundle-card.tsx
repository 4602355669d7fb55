import { Link } from 'react-router';
import { isPriceHidden, isSoldOut } from '@shop/domain/catalogue/bundle-state';
import type { BundleCard as BundleCardData, BundleListItem } from '@shop/domain/catalogue/schemas';
import { formatNumberFa } from '@shop/domain/money';
import { BundlePrices } from '../../../shared/product/bundle-prices.tsx';
import { CardRating } from '../../../shared/product/card-rating.tsx';
import { BUNDLE_CARD_SIZES, responsiveImage } from '../../../shared/product/responsive-image.ts';
import { format } from '../../../shared/i18n/fa.ts';
import { faBundles } from '../../../shared/i18n/fa-bundles.ts';
import { paths } from '../../../shared/paths.ts';
import { BundleDates } from './bundle-dates.tsx';
import { BundleThumbnails } from './bundle-thumbnails.tsx';
import { CatalogueText } from '../../../shared/format/catalogue-text.tsx';

type Props = {
  /** A list item carries its products; a similar bundle on a bundle page does not. */
  bundle: BundleCardData & Partial<Pick<BundleListItem, 'products'>>;
  isPriceBlurred?: boolean;
};

/** A bundle in the list or among similar bundles: picture, name, dates, products and prices. */
export function BundleCard({ bundle, isPriceBlurred = false }: Props) {
  return (
    <article className="relative flex h-full flex-col gap-3 rounded-2xl bg-white p-3 shadow-[0_1px_3px_rgba(0,0,0,0.06)]">
      <img
        {...responsiveImage(bundle.image, BUNDLE_CARD_SIZES)}
        alt=""
        width={800}
        height={600}
        loading="lazy"
        className={`aspect-[4/3] w-full rounded-xl object-cover ${isSoldOut(bundle) ? 'opacity-50 grayscale' : ''}`}
      />
      {bundle.is_upcoming ? (
        <span className="absolute start-5 top-5 rounded-full bg-ink px-2.5 py-1 text-xs font-bold text-white">
          {faBundles.upcoming}
        </span>
      ) : null}
      <h2 className="font-bold">
        {/* The whole card is the link's target area (the ::after covers it), the name its text. */}
        <Link
          to={paths.bundle(bundle.id, bundle.slug)}
          className="after:absolute after:inset-0 after:rounded-2xl"
        >
          <CatalogueText text={bundle.name} />
        </Link>
      </h2>
      <BundleDates startedAt={bundle.started_at} expiredAt={bundle.expired_at} />
      {bundle.products ? (
        <BundleThumbnails products={bundle.products} />
      ) : (
        <p className="text-xs text-muted">
          {format(faBundles.itemsCount, { count: formatNumberFa(bundle.products_count) })}
        </p>
      )}
      {bundle.rating ? (
        <div className="text-xs text-muted">
          <CardRating rating={bundle.rating} />
        </div>
      ) : null}
      <div className="mt-auto flex justify-end">
        <BundlePrices
          price={bundle.price}
          priceByDiscount={bundle.price_by_discount}
          isSoldOut={isSoldOut(bundle)}
          isBlurred={isPriceHidden(bundle, isPriceBlurred)}
        />
      </div>
    </article>
  );
}
