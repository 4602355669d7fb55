import type { HomeRow as HomeRowData } from '@shop/domain/content/schemas';
import { faHome } from '../../../../shared/i18n/fa-home.ts';
import { categoryPath, paths } from '../../../../shared/paths.ts';
import { BannerRow } from './banner-row.tsx';
import { BrandRow } from './brand-row.tsx';
import { BundleRow } from './bundle-row.tsx';
import { CategoryRow } from './category-row.tsx';
import { ProductShelf } from './product-shelf.tsx';
import { SliderRow } from './slider-row.tsx';

/** One row of the home layout, drawn by its model. */
export function HomeRow({ row, now, isFirst }: { row: HomeRowData; now: number; isFirst: boolean }) {
  switch (row.model) {
    case 'slider':
      return <SliderRow slides={row.records} eager={isFirst} />;
    case 'category':
      return <CategoryRow title={row.title ?? faHome.categories} categories={row.records} />;
    case 'brand':
      return <BrandRow title={row.title ?? faHome.brands} brands={row.records} />;
    case 'banner':
      return <BannerRow banners={row.records} />;
    case 'bundle':
      return <BundleRow title={row.title ?? faHome.bundles} bundles={row.records} />;
    case 'shelf_category':
      return (
        <ProductShelf
          title={row.title ?? row.record.name}
          products={row.records}
          moreHref={categoryPath(row.record)}
        />
      );
    case 'custom_shelf':
      return (
        <ProductShelf
          title={row.title ?? row.record.title}
          products={row.records}
          moreHref={paths.specialShelf(row.record.id)}
          colors={{ background: row.record.color, text: row.record.text_color }}
        />
      );
    case 'shelf_special_sale':
      return (
        <ProductShelf
          title={row.title ?? faHome.specialSale}
          products={row.records}
          moreHref={paths.specialSale()}
          colors={{ background: '#be123c', text: '#ffffff' }}
          countdown={row.record.expiration === null ? undefined : { endsAt: row.record.expiration, now }}
        />
      );
  }
}
