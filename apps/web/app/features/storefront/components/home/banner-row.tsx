import type { Banner } from '@shop/domain/content/schemas';
import { responsiveImage } from '../../../../shared/product/responsive-image.ts';
import { PromoLink } from './promo-link.tsx';

// One banner spans the row; two share it from 640 px.
const ONE_BANNER = 'calc(100vw - 24px)';
const TWO_BANNERS = '(min-width: 640px) calc(50vw - 30px), calc(100vw - 24px)';

export function BannerRow({ banners }: { banners: Banner[] }) {
  if (banners.length === 0) return null;
  return (
    <section className="my-6">
      <ul className={`grid gap-3 ${banners.length > 1 ? 'sm:grid-cols-2' : ''}`}>
        {banners.map((banner) => (
          <li key={banner.id}>
            <PromoLink to={banner.link} className="block overflow-hidden rounded-3xl">
              <img
                {...responsiveImage(banner.image, banners.length > 1 ? TWO_BANNERS : ONE_BANNER)}
                alt={banner.name}
                width={800}
                height={300}
                loading="lazy"
                className="aspect-[8/3] w-full object-cover"
              />
            </PromoLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
