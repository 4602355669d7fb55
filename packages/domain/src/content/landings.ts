import { z } from 'zod';
import { BundleCardSchema, ProductCardSchema } from '../catalogue/schemas.ts';
import { PageSlugParamsSchema } from './pages.ts';

// Landing pages (checkout-and-account.md §7 "Landing page", §10 "Landing"; issue 21; decision 064):
// a campaign's page at /landings/{slug}, an ordered list of blocks a marketer arranges. The spec's
// answer is `{ title, description, items[] (type_en, configs, border) }`; here each block's
// configs are typed by its type, and a shelf's `objects` are served as the cards they name.

export const landingBlockTypes = ['banner', 'slider', 'media', 'shelf_product', 'shelf_bundle'] as const;
export type LandingBlockType = (typeof landingBlockTypes)[number];

export const LandingSlugParamsSchema = PageSlugParamsSchema;

/** One picture of a banner or slider block: the spec's url, link, alt and id. */
export const LandingImageSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  /** The picture drawn for phones (taller); the wide one when the marketer gave none. */
  mobile_url: z.string(),
  /** A path in the shop or an address; null when the picture leads nowhere. */
  link: z.string().nullable(),
  alt: z.string(),
});
export type LandingImage = z.infer<typeof LandingImageSchema>;

/** A media block: text beside a picture, the picture first unless `reverse`. */
export const LandingMediaSchema = z.object({
  /** Sanitised HTML (the API's one allow-list). */
  body: z.string(),
  url: z.string().nullable(),
  alt: z.string(),
  reverse: z.boolean(),
});
export type LandingMedia = z.infer<typeof LandingMediaSchema>;

const blockBase = z.object({
  id: z.number().int(),
  /** Drawn inside a rounded frame. */
  border: z.boolean(),
});

export const LandingBlockSchema = z.discriminatedUnion('type_en', [
  blockBase.extend({ type_en: z.literal('banner'), configs: z.array(LandingImageSchema) }),
  blockBase.extend({ type_en: z.literal('slider'), configs: z.array(LandingImageSchema) }),
  blockBase.extend({ type_en: z.literal('media'), configs: LandingMediaSchema }),
  blockBase.extend({
    type_en: z.literal('shelf_product'),
    configs: z.object({ title: z.string(), objects: z.array(ProductCardSchema) }),
  }),
  blockBase.extend({
    type_en: z.literal('shelf_bundle'),
    configs: z.object({ title: z.string(), objects: z.array(BundleCardSchema) }),
  }),
]);
export type LandingBlock = z.infer<typeof LandingBlockSchema>;

export const LandingSchema = z.object({
  slug: z.string(),
  title: z.string(),
  /** The page's meta description. */
  description: z.string(),
  items: z.array(LandingBlockSchema),
});
export type Landing = z.infer<typeof LandingSchema>;
