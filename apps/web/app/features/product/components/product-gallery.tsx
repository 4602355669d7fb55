import { useState } from 'react';
import { formatNumberFa } from '@shop/domain/money';
import {
  PAGE_PICTURE_SIZES,
  THUMBNAIL_SIZES,
  responsiveImage,
} from '../../../shared/product/responsive-image.ts';
import { faProduct } from '../../../shared/i18n/fa-product.ts';
import { format } from '../../../shared/i18n/fa.ts';
import { galleryImages } from '../gallery-images.ts';

/**
 * The main image and a row of thumbnails that switch it. The first image is plain server HTML
 * (no script needed, fetched first as the page's largest paint); width, height and a square box
 * keep the layout still while another image loads. Thumbnails run from the right, like the text.
 */
export function ProductGallery({ name, image, gallery }: { name: string; image: string; gallery: string[] }) {
  const images = galleryImages(image, gallery);
  const [index, setIndex] = useState(0);
  const current = images[index] ?? image;
  const alt = (at: number) => format(faProduct.imageAlt, { name, number: formatNumberFa(at + 1) });

  return (
    <section aria-label={faProduct.gallery} className="flex flex-col gap-3">
      <img
        {...responsiveImage(current, PAGE_PICTURE_SIZES)}
        alt={index === 0 ? name : alt(index)}
        width={600}
        height={600}
        // The page's largest paint, also preloaded by ProductPage with the same srcset and sizes.
        loading="eager"
        fetchPriority="high"
        // A phone keeps the picture to a third of the screen, so the price and «افزودن به سبد» come
        // into the first screen below it (issue 46 item 12); wider screens keep the square.
        className="h-[32svh] w-full rounded-2xl bg-white object-contain md:aspect-square md:h-auto"
      />
      {images.length > 1 ? (
        <ul className="flex gap-2 overflow-x-auto pb-1">
          {images.map((src, at) => (
            <li key={src} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(at)}
                aria-label={format(faProduct.showImage, { number: formatNumberFa(at + 1) })}
                aria-pressed={at === index}
                className="block rounded-xl border-2 border-transparent bg-white p-0.5 aria-pressed:border-brand-600"
              >
                <img
                  {...responsiveImage(src, THUMBNAIL_SIZES)}
                  alt=""
                  width={72}
                  height={72}
                  loading="lazy"
                  className="size-12 rounded-lg object-cover sm:size-18"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
