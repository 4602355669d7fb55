import type { Slide } from '@shop/domain/content/schemas';
import { imageVariants } from '../../../../shared/product/responsive-image.ts';
import { PromoLink } from './promo-link.tsx';
import { faHome } from '../../../../shared/i18n/fa-home.ts';
import { ScrollRowWithArrows } from '../../../../shared/ui/scroll-row-arrows.tsx';

// A slide spans the page: the whole window less its padding below 1024 px, up to 1536 px above.
const MOBILE_SIZES = 'calc(100vw - 24px)';
const DESKTOP_SIZES = '(min-width: 1536px) 1496px, calc(100vw - 40px)';

/**
 * The home slider: desktop images from 1024 px, mobile ones below (the spec's breakpoint),
 * swiped with CSS scroll snapping. The first slide loads eagerly: it is the page's largest paint.
 */
export function SliderRow({ slides, eager }: { slides: Slide[]; eager: boolean }) {
  if (slides.length === 0) return null;
  return (
    <section className="my-2" aria-roledescription={faHome.carousel}>
      <ScrollRowWithArrows className="scroll-row auto-cols-[100%] gap-3 lg:auto-cols-[100%]">
        {slides.map((slide, index) => (
          <li key={slide.id}>
            <PromoLink to={slide.link} className="block overflow-hidden rounded-3xl">
              <picture>
                <source
                  media="(min-width: 1024px)"
                  srcSet={imageVariants(slide.desktop_image) ?? slide.desktop_image}
                  sizes={DESKTOP_SIZES}
                  width={1600}
                  height={400}
                />
                <img
                  sizes={MOBILE_SIZES}
                  srcSet={imageVariants(slide.mobile_image)}
                  src={slide.mobile_image}
                  alt={slide.title}
                  width={800}
                  height={500}
                  loading={eager && index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={eager && index === 0 ? 'high' : 'auto'}
                  className="aspect-[8/5] w-full object-cover lg:aspect-[4/1]"
                />
              </picture>
            </PromoLink>
          </li>
        ))}
      </ScrollRowWithArrows>
    </section>
  );
}
