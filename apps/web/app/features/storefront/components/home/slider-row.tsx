import { useRef, type FocusEvent } from 'react';
import type { Slide } from '@shop/domain/content/schemas';
import { formatNumberFa } from '@shop/domain/money';
import { imageVariants } from '../../../../shared/product/responsive-image.ts';
import { PromoLink } from './promo-link.tsx';
import { faHome } from '../../../../shared/i18n/fa-home.ts';
import { format } from '../../../../shared/i18n/fa.ts';
import { PauseIcon, PlayIcon } from '../../../../shared/ui/icons.tsx';
import { ScrollRowWithArrows } from '../../../../shared/ui/scroll-row-arrows.tsx';
import { showSlide, useSlideShow } from './use-slide-show.ts';

// A slide spans the page: the whole window less its padding below 1024 px, up to 1536 px above.
const MOBILE_SIZES = 'calc(100vw - 24px)';
const DESKTOP_SIZES = '(min-width: 1536px) 1496px, calc(100vw - 40px)';

/**
 * The home slider: desktop images from 1024 px, mobile ones below (the spec's breakpoint), each slide
 * with a button-like «مشاهده و خرید» at its start (issue 46 item 15; the spec's slide has no words for
 * it, so the shop's own default), swiped
 * with CSS scroll snapping, moved by the arrows on a desktop and by the dots below it; a new
 * slide every 5 seconds on small screens (use-slide-show.ts). The first slide loads eagerly: it is the
 * page's largest paint.
 */
export function SliderRow({ slides, eager }: { slides: Slide[]; eager: boolean }) {
  const row = useRef<HTMLUListElement>(null);
  const show = useSlideShow(row, slides.length);
  if (slides.length === 0) return null;
  const release = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget)) show.setHeld(false);
  };
  return (
    <section
      className="my-2"
      aria-roledescription={faHome.carousel}
      onPointerEnter={(event) => event.pointerType === 'mouse' && show.setHeld(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && show.setHeld(false)}
      onPointerDown={() => show.setHeld(true)}
      onPointerUp={(event) => event.pointerType !== 'mouse' && show.setHeld(false)}
      onPointerCancel={() => show.setHeld(false)}
      onFocus={() => show.setHeld(true)}
      onBlur={release}
    >
      <ScrollRowWithArrows
        rowRef={row}
        live={show.playing ? 'off' : 'polite'}
        className="scroll-row auto-cols-[100%] gap-3 lg:auto-cols-[100%]"
      >
        {slides.map((slide, index) => (
          <li key={slide.id}>
            <PromoLink to={slide.link} className="relative block overflow-hidden rounded-3xl">
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
              {slide.link ? (
                // Inside the slide's one link (a button in a link would be two targets for one place):
                // it says the picture can be pressed, and where a thumb expects it, at the start.
                <span
                  data-testid="slide-action"
                  className="absolute start-3 bottom-3 inline-flex min-h-11 items-center rounded-full bg-white px-5 text-sm font-bold text-brand-700 shadow-lg lg:start-[6.25%] lg:bottom-[16.5%] lg:min-h-13 lg:px-8 lg:text-lg"
                >
                  {faHome.slideAction}
                </span>
              ) : null}
            </PromoLink>
          </li>
        ))}
      </ScrollRowWithArrows>
      {slides.length > 1 ? (
        // Below the slides, not over them: a 44 px target over a picture would take its taps.
        <div className="flex items-center justify-center">
          <div role="group" aria-label={faHome.slides} className="flex">
            {slides.map((slide, index) => (
              <button
                key={slide.id}
                type="button"
                aria-label={format(faHome.slide, {
                  number: formatNumberFa(index + 1),
                  count: formatNumberFa(slides.length),
                })}
                aria-current={index === show.current || undefined}
                onClick={() => row.current && showSlide(row.current, index)}
                className="group grid size-11 place-items-center"
              >
                <span
                  className={`block h-2 rounded-full transition-[width] ${index === show.current ? 'w-6 bg-brand-600' : 'w-2 bg-muted/50 group-hover:bg-muted'}`}
                />
              </button>
            ))}
          </div>
          {/* Drawn by the server too (the row does not move on hydration); slides play on small screens only. */}
          <button
            type="button"
            aria-label={show.paused ? faHome.playSlides : faHome.pauseSlides}
            onClick={show.togglePaused}
            className="grid size-11 place-items-center text-muted hover:text-ink lg:hidden"
          >
            {show.paused ? <PlayIcon className="size-4" /> : <PauseIcon className="size-4" />}
          </button>
        </div>
      ) : null}
    </section>
  );
}
