import type { LandingMedia as LandingMediaData } from '@shop/domain/content/landings';
import { responsiveImage } from '../../../shared/product/responsive-image.ts';
import { RichText } from '../../../shared/ui/rich-text.tsx';

// Side by side from 768 px (the picture a third of the row), stacked on a phone; never taller than
// 320 px, so the text stays in view beside it.
const PICTURE_SIZES = '(min-width: 768px) 33vw, calc(100vw - 24px)';

/**
 * Text beside a picture. In a right-to-left page the picture comes first, on the right; `reverse`
 * puts it on the left. On a phone the picture always leads, as a reader scrolls down.
 */
export function LandingMedia({ media, eager }: { media: LandingMediaData; eager: boolean }) {
  return (
    <section className="my-6 grid items-center gap-5 py-2 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
      {media.url ? (
        <img
          {...responsiveImage(media.url, PICTURE_SIZES)}
          alt={media.alt}
          width={600}
          height={600}
          loading={eager ? 'eager' : 'lazy'}
          className={`mx-auto aspect-square max-h-64 w-full rounded-3xl object-contain md:max-h-80 ${media.reverse ? 'md:order-2' : ''}`}
        />
      ) : null}
      <RichText
        html={media.body}
        className={`text-ink md:text-lg ${media.url ? '' : 'md:col-span-2'} ${media.reverse ? 'md:order-1' : ''}`}
      />
    </section>
  );
}
