import type { LandingBlock as LandingBlockData, LandingImage } from '@shop/domain/content/landings';
import type { Banner, Slide } from '@shop/domain/content/schemas';
import { BannerRow } from '../components/home/banner-row.tsx';
import { BundleRow } from '../components/home/bundle-row.tsx';
import { ProductShelf } from '../components/home/product-shelf.tsx';
import { SliderRow } from '../components/home/slider-row.tsx';
import { LandingMedia } from './landing-media.tsx';

// A landing's pictures are drawn by the home page's own rows: the same sizes, swiping and lazy loading.
const toSlide = (image: LandingImage): Slide => ({
  id: image.id,
  title: image.alt,
  link: image.link ?? '',
  desktop_image: image.url,
  mobile_image: image.mobile_url,
});
const toBanner = (image: LandingImage): Banner => ({
  id: image.id,
  name: image.alt,
  link: image.link ?? '',
  image: image.url,
});

/** One block of a landing page, drawn by its type; `border` frames it. */
export function LandingBlock({ block, isFirst }: { block: LandingBlockData; isFirst: boolean }) {
  const drawn = blockBody(block, isFirst);
  return block.border ? (
    <div className="my-6 rounded-3xl border border-black/10 bg-white px-3 sm:px-5">{drawn}</div>
  ) : (
    drawn
  );
}

function blockBody(block: LandingBlockData, isFirst: boolean) {
  switch (block.type_en) {
    case 'slider':
      return <SliderRow slides={block.configs.map(toSlide)} eager={isFirst} />;
    case 'banner':
      return <BannerRow banners={block.configs.map(toBanner)} />;
    case 'media':
      return <LandingMedia media={block.configs} eager={isFirst} />;
    case 'shelf_product':
      return <ProductShelf title={block.configs.title} products={block.configs.objects} />;
    case 'shelf_bundle':
      return <BundleRow title={block.configs.title} bundles={block.configs.objects} />;
  }
}
