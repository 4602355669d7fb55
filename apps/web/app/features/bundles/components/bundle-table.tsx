import { Link } from 'react-router';
import { formatNumberFa } from '@shop/domain/money';
import { truncateWords } from '@shop/domain/truncate';
import { ColorSwatch } from '../../../shared/product/color-swatch.tsx';
import { isColorShown } from '../../../shared/product/color.ts';
import { Price } from '../../../shared/product/price.tsx';
import { BUNDLE_ITEM_SIZES, responsiveImage } from '../../../shared/product/responsive-image.ts';
import { faBundles } from '../../../shared/i18n/fa-bundles.ts';
import { paths } from '../../../shared/paths.ts';
import type { BundleLine } from '../bundle-lines.ts';
import { CatalogueText } from '../../../shared/format/catalogue-text.tsx';

/** The spec cuts bundle product names to 40 characters; the full name is the link's title. */
const NAME_MAX = 40;

// A table on wide screens; under 640 px each row becomes a small card of "label … value" lines,
// the label coming from the cell's data-label, so nothing scrolls sideways at 390 px.
const cell =
  'px-3 py-2.5 align-middle max-sm:flex max-sm:items-center max-sm:justify-between max-sm:gap-2 max-sm:px-0 max-sm:py-1 max-sm:before:text-xs max-sm:before:text-muted max-sm:before:content-[attr(data-label)]';

export function BundleTable({ lines }: { lines: BundleLine[] }) {
  return (
    <table className="w-full text-sm max-sm:block">
      <caption className="mb-3 text-start text-lg font-bold max-sm:block">{faBundles.contents}</caption>
      <thead className="bg-surface text-xs text-muted max-sm:sr-only">
        <tr>
          <th scope="col" className="rounded-s-xl px-3 py-2.5 text-start font-medium">
            {faBundles.product}
          </th>
          <th scope="col" className="px-3 py-2.5 text-start font-medium">
            {faBundles.color}
          </th>
          <th scope="col" className="px-3 py-2.5 text-center font-medium">
            {faBundles.count}
          </th>
          <th scope="col" className="px-3 py-2.5 text-end font-medium">
            {faBundles.unitPrice}
          </th>
          <th scope="col" className="px-3 py-2.5 text-end font-medium">
            {faBundles.bundleUnitPrice}
          </th>
          <th scope="col" className="rounded-e-xl px-3 py-2.5 text-end font-medium">
            {faBundles.lineTotal}
          </th>
        </tr>
      </thead>
      <tbody className="max-sm:block">
        {lines.map((line) => (
          <tr
            key={line.id}
            className="border-b border-black/5 last:border-0 max-sm:flex max-sm:flex-col max-sm:py-3"
          >
            <th
              scope="row"
              className="px-3 py-2.5 text-start font-medium max-sm:block max-sm:px-0 max-sm:pb-1"
            >
              <Link
                to={paths.product(line.id, line.slug)}
                title={line.displayName}
                className="flex items-center gap-2 hover:text-brand-600"
              >
                <img
                  {...responsiveImage(line.image, BUNDLE_ITEM_SIZES)}
                  alt=""
                  width={48}
                  height={48}
                  loading="lazy"
                  className="size-12 shrink-0 rounded-lg bg-surface object-cover"
                />
                <span>
                  <CatalogueText text={truncateWords(line.displayName, NAME_MAX)} />
                </span>
              </Link>
            </th>
            {/* No colour: a dash in the table, no line at all in a phone's card. */}
            <td
              data-label={faBundles.color}
              className={`${cell} ${isColorShown(line.color) ? '' : 'max-sm:hidden'}`}
            >
              {isColorShown(line.color) ? (
                <ColorSwatch color={line.color} />
              ) : (
                <span className="text-muted">—</span>
              )}
            </td>
            <td data-label={faBundles.count} className={`${cell} sm:text-center`}>
              {formatNumberFa(line.count)}
            </td>
            <td data-label={faBundles.unitPrice} className={cell}>
              <Price price={line.realPrice} priceByDiscount={null} />
            </td>
            <td data-label={faBundles.bundleUnitPrice} className={cell}>
              <Price price={line.price} priceByDiscount={null} />
            </td>
            <td data-label={faBundles.lineTotal} className={cell}>
              <Price price={line.lineTotal} priceByDiscount={null} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
