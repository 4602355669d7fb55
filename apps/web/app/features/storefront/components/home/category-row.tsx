import { Link } from 'react-router';
import type { CategoryCard } from '@shop/domain/catalogue/schemas';
import { categoryPath } from '../../../../shared/paths.ts';
import { SectionHeading } from './section-heading.tsx';

export function CategoryRow({ title, categories }: { title: string; categories: CategoryCard[] }) {
  if (categories.length === 0) return null;
  return (
    <section className="my-6">
      <SectionHeading title={title} />
      <ul className="grid grid-cols-4 gap-2 sm:grid-cols-6 lg:grid-cols-8 xl:grid-cols-12">
        {categories.map((category) => (
          <li key={category.id}>
            <Link
              to={categoryPath(category)}
              className="flex flex-col items-center gap-2 rounded-2xl p-2 text-center hover:bg-white"
            >
              {category.logo ? (
                <img
                  src={category.logo}
                  alt=""
                  width={160}
                  height={160}
                  loading="lazy"
                  className="aspect-square w-full max-w-20 rounded-full"
                />
              ) : null}
              <span className="line-clamp-2 text-xs leading-5 font-medium sm:text-sm">{category.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
