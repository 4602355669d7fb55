import { Link } from 'react-router';
import type { Brand } from '@shop/domain/catalogue/schemas';
import { formatNumberFa } from '@shop/domain/money';
import { faBrands } from '../../../shared/i18n/fa-brands.ts';
import { format } from '../../../shared/i18n/fa.ts';
import { paths } from '../../../shared/paths.ts';

/** The brands page: every brand's logo and name, each opening its product listing. */
export function BrandGrid({ brands }: { brands: Brand[] }) {
  return (
    <section className="flex flex-col gap-4">
      <header className="flex items-baseline justify-between gap-3">
        <h1 className="text-2xl font-extrabold">{faBrands.heading}</h1>
        <p className="text-sm text-muted">
          {format(faBrands.count, { count: formatNumberFa(brands.length) })}
        </p>
      </header>
      {brands.length === 0 ? (
        <p className="rounded-2xl bg-white p-8 text-center text-muted">{faBrands.empty}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-2 min-[480px]:grid-cols-3 sm:gap-3 md:grid-cols-4 lg:grid-cols-6 2xl:grid-cols-8">
          {brands.map((brand) => (
            <li key={brand.id}>
              <Link
                to={paths.brand(brand.id, brand.slug)}
                className="flex h-full flex-col items-center gap-2 rounded-2xl bg-white p-3 text-center transition-shadow hover:shadow-md"
              >
                {brand.logo ? (
                  <img
                    src={brand.logo}
                    alt=""
                    width={240}
                    height={120}
                    loading="lazy"
                    className="aspect-[2/1] w-full object-contain"
                  />
                ) : (
                  <span
                    aria-hidden="true"
                    className="grid aspect-[2/1] w-full place-items-center rounded-xl bg-surface text-2xl font-extrabold text-muted"
                  >
                    {brand.name.slice(0, 1)}
                  </span>
                )}
                <span className="text-sm font-semibold">{brand.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
