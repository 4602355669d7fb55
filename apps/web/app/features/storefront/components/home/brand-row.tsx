import { Link } from 'react-router';
import type { Brand } from '@shop/domain/catalogue/schemas';
import { paths } from '../../../../shared/paths.ts';
import { SectionHeading } from './section-heading.tsx';

export function BrandRow({ title, brands }: { title: string; brands: Brand[] }) {
  if (brands.length === 0) return null;
  return (
    <section className="my-6">
      <SectionHeading title={title} moreHref={paths.brands()} />
      <ul className="scroll-row auto-cols-[8.5rem] gap-3 sm:auto-cols-[10rem]">
        {brands.map((brand) => (
          <li key={brand.id}>
            <Link
              to={paths.brand(brand.id, brand.slug)}
              className="flex flex-col items-center gap-2 rounded-2xl bg-white p-3 text-center"
            >
              {brand.logo ? (
                <img
                  src={brand.logo}
                  alt={brand.name}
                  width={240}
                  height={120}
                  loading="lazy"
                  className="aspect-[2/1] w-full object-contain"
                />
              ) : null}
              <span className="text-sm font-medium">{brand.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
