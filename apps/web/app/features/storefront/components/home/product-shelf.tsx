import type { ProductCard as ProductCardData } from '@shop/domain/catalogue/schemas';
import { ShelfCards } from '../../../../shared/product/product-card.tsx';
import { Countdown } from './countdown.tsx';
import { SectionHeading } from './section-heading.tsx';

type Props = {
  title: string;
  products: ProductCardData[];
  moreHref?: string | undefined;
  colors?: { background: string; text: string } | undefined;
  countdown?: { endsAt: number; now: number } | undefined;
};

/** A horizontal shelf of product cards: category shelves, custom coloured shelves, special sale. */
export function ProductShelf({ title, products, moreHref, colors, countdown }: Props) {
  if (products.length === 0) return null;
  return (
    <section
      className={`my-6 ${colors ? 'rounded-3xl px-3 py-4 sm:px-4' : ''}`}
      style={colors ? { background: colors.background, color: colors.text } : undefined}
    >
      <SectionHeading title={title} moreHref={moreHref}>
        {countdown ? <Countdown endsAt={countdown.endsAt} serverNow={countdown.now} /> : null}
      </SectionHeading>
      <ShelfCards products={products} className="text-ink" />
    </section>
  );
}
