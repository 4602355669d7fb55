import type { BundleListItem } from '@shop/domain/catalogue/schemas';
import { faBundles } from '../../../shared/i18n/fa-bundles.ts';
import { BundleCard } from './bundle-card.tsx';

/** The bundles page: a heading, a line on what bundles are, and the cards. */
export function BundleList({
  bundles,
  isPriceBlurred,
}: {
  bundles: BundleListItem[];
  isPriceBlurred: boolean;
}) {
  return (
    <section className="flex flex-col gap-4">
      <header>
        <h1 className="text-2xl font-extrabold">{faBundles.title}</h1>
        <p className="mt-1 text-muted">{faBundles.intro}</p>
      </header>
      {bundles.length === 0 ? (
        <p className="rounded-2xl bg-white p-8 text-center text-muted">{faBundles.empty}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
          {bundles.map((bundle) => (
            <li key={bundle.id}>
              <BundleCard bundle={bundle} isPriceBlurred={isPriceBlurred} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
