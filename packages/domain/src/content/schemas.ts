import { z } from 'zod';
import {
  BrandSchema,
  BundleCardSchema,
  CategoryCardSchema,
  ProductCardSchema,
} from '../catalogue/schemas.ts';
import { PositiveIdSchema } from '../common-schemas.ts';

export const SlideSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  link: z.string(),
  desktop_image: z.string(),
  mobile_image: z.string(),
});
export type Slide = z.infer<typeof SlideSchema>;

export const BannerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  link: z.string(),
  image: z.string(),
});
export type Banner = z.infer<typeof BannerSchema>;

export const CustomShelfSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  color: z.string(),
  text_color: z.string(),
});
export type CustomShelf = z.infer<typeof CustomShelfSchema>;

export const homeRowModels = [
  'slider',
  'category',
  'brand',
  'shelf_category',
  'shelf_special_sale',
  'custom_shelf',
  'bundle',
  'banner',
] as const;
export const HomeRowModelSchema = z.enum(homeRowModels);
export type HomeRowModel = z.infer<typeof HomeRowModelSchema>;

/** One entry of `GET home/layouts`: what to load, in page order. */
export const HomeLayoutRowSchema = z.object({
  id: z.number().int(),
  model: HomeRowModelSchema,
  title: z.string().nullable(),
  ids: z.array(z.number().int()),
});
export type HomeLayoutRow = z.infer<typeof HomeLayoutRowSchema>;

export const HomeLoadRequestSchema = z.object({ id: PositiveIdSchema }).strict();
export type HomeLoadRequest = z.infer<typeof HomeLoadRequestSchema>;

const rowBase = HomeLayoutRowSchema.omit({ model: true });

/** A loaded home row: the spec's `{ model, ids, records, record }`, typed per model. */
export const HomeRowSchema = z.discriminatedUnion('model', [
  rowBase.extend({ model: z.literal('slider'), record: z.null(), records: z.array(SlideSchema) }),
  rowBase.extend({ model: z.literal('category'), record: z.null(), records: z.array(CategoryCardSchema) }),
  rowBase.extend({ model: z.literal('brand'), record: z.null(), records: z.array(BrandSchema) }),
  rowBase.extend({
    model: z.literal('shelf_category'),
    record: CategoryCardSchema,
    records: z.array(ProductCardSchema),
  }),
  rowBase.extend({
    model: z.literal('shelf_special_sale'),
    /** The soonest expiry among the shelf's sales (epoch seconds), for the row's countdown. */
    record: z.object({ expiration: z.number().int().nullable() }),
    records: z.array(ProductCardSchema),
  }),
  rowBase.extend({
    model: z.literal('custom_shelf'),
    record: CustomShelfSchema,
    records: z.array(ProductCardSchema),
  }),
  rowBase.extend({ model: z.literal('bundle'), record: z.null(), records: z.array(BundleCardSchema) }),
  rowBase.extend({ model: z.literal('banner'), record: z.null(), records: z.array(BannerSchema) }),
]);
export type HomeRow = z.infer<typeof HomeRowSchema>;

/** `GET /config`: settings every page needs. */
/** The sticky notice under the header (`GET home/banners/latest`); the link is a path or an address. */
export const NoticeBannerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  link: z.string().nullable(),
});
export type NoticeBanner = z.infer<typeof NoticeBannerSchema>;

/** `PUT home/banners/{id}`: no body needed; the spec's clients may send `_method`. */
export const NoticeSeenRequestSchema = z
  .object({ _method: z.literal(['PUT', 'put']).optional() })
  .strict()
  .nullish();

export const SiteConfigSchema = z.object({
  /** The address customers use (canonical links, sharing). */
  public_url: z.string(),
});
export type SiteConfig = z.infer<typeof SiteConfigSchema>;
