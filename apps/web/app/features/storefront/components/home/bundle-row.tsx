import { Link } from 'react-router';
import { isPriceHidden, isSoldOut } from '@shop/domain/catalogue/bundle-state';
import type { BundleCard } from '@shop/domain/catalogue/schemas';
import { formatNumberFa } from '@shop/domain/money';
import { CardRating } from '../../../../shared/product/card-rating.tsx';
import { BundlePrices } from '../../../../shared/product/bundle-prices.tsx';
import { responsiveImage } from '../../../../shared/product/responsive-image.ts';
import { faHome } from '../../../../shared/i18n/fa-home.ts';
import { format } from '../../../../shared/i18n/fa.ts';
import { paths } from '../../../../shared/paths.ts';
import { SectionHeading } from './section-heading.tsx';
import { ScrollRowWithArrows } from '../../../../shared/ui/scroll-row-arrows.tsx';

// 78% of the row on phones, 45% from 640 px, a quarter from 1024 px.
const BUNDLE_ROW_SIZES = '(min-width: 1024px) 25vw, (min-width: 640px) 45vw, 78vw';

export function BundleRow({ title, bundles }: { title: string; bundles: BundleCard[] }) {
  if (bundles.length === 0) return null;
  return (
    <section className="my-6">
      <SectionHeading title={title} moreHref={paths.bundles()} />
      <ScrollRowWithArrows className="scroll-row auto-cols-[78%] gap-3 sm:auto-cols-[45%] lg:auto-cols-[calc((100%-2.25rem)/4)]">
        {bundles.map((bundle) => (
          <li key={bundle.id}>
            <Link
              to={paths.bundle(bundle.id, bundle.slug)}
              className="flex h-full flex-col gap-2 rounded-2xl bg-white p-3"
            >
              <img
                {...responsiveImage(bundle.image, BUNDLE_ROW_SIZES)}
                alt={bundle.name}
                width={600}
                height={600}
                loading="lazy"
                className={`aspect-[4/3] w-full rounded-xl object-cover ${isSoldOut(bundle) ? 'opacity-50 grayscale' : ''}`}
              />
              <h3 className="font-bold">{bundle.name}</h3>
              {/* One line whether rated or not, so the row's cards keep one height. */}
              <div className="flex items-center justify-between gap-2 text-xs text-muted">
                <p>{format(faHome.bundleItems, { count: formatNumberFa(bundle.products_count) })}</p>
                {bundle.rating ? <CardRating rating={bundle.rating} /> : null}
              </div>
              <div className="mt-auto flex justify-end">
                {/* The list's rule (decision 19): an upcoming bundle is blurred, not «تمام شد». */}
                <BundlePrices
                  price={bundle.price}
                  priceByDiscount={bundle.price_by_discount}
                  isSoldOut={isSoldOut(bundle)}
                  isBlurred={isPriceHidden(bundle)}
                />
              </div>
            </Link>
          </li>
        ))}
      </ScrollRowWithArrows>
    </section>
  );
}
