import { Breadcrumb } from '../../../shared/ui/breadcrumb.tsx';
import type { BundleDetail } from '@shop/domain/catalogue/schemas';
import { PAGE_PICTURE_SIZES, responsiveImage } from '../../../shared/product/responsive-image.ts';
import { ShareButton } from '../../../shared/ui/share-dialog.tsx';
import { faBundles } from '../../../shared/i18n/fa-bundles.ts';
import { paths } from '../../../shared/paths.ts';
import { bundleLines } from '../bundle-lines.ts';
import { BundleDates } from './bundle-dates.tsx';
import { BundleTable } from './bundle-table.tsx';
import { BundleTabs } from './bundle-tabs.tsx';
import { BundleTotals } from './bundle-totals.tsx';
import { CatalogueText } from '../../../shared/format/catalogue-text.tsx';

/** The bundle page: picture and prices beside each other on wide screens, the products table, the tabs. */
export function BundlePage({ bundle }: { bundle: BundleDetail }) {
  const { lines } = bundleLines(bundle.products);
  return (
    <article className="flex flex-col gap-5">
      <Breadcrumb items={[{ label: faBundles.title, to: paths.bundles() }, { label: bundle.name }]} />
      <div className="grid gap-5 rounded-3xl bg-white p-4 md:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] md:p-6 lg:gap-8">
        <img
          {...responsiveImage(bundle.image, PAGE_PICTURE_SIZES)}
          alt={bundle.name}
          width={800}
          height={600}
          fetchPriority="high"
          className="aspect-[4/3] w-full rounded-2xl bg-surface object-cover"
        />
        <div className="flex min-w-0 flex-col gap-4">
          <div className="flex items-start justify-between gap-3">
            <h1 className="text-xl leading-9 font-extrabold sm:text-2xl">
              <CatalogueText text={bundle.name} />
            </h1>
            <ShareButton link={bundle.share_link} title={bundle.name} />
          </div>
          <BundleDates startedAt={bundle.started_at} expiredAt={bundle.expired_at} />
          <BundleTotals bundle={bundle} />
        </div>
      </div>
      <section className="rounded-3xl bg-white p-4 md:p-6">
        <BundleTable lines={lines} />
      </section>
      <BundleTabs bundle={bundle} />
    </article>
  );
}
