import { and, asc, eq, gt, isNull, or } from 'drizzle-orm';
import { z } from 'zod';
import { DomainError } from '@shop/domain/errors';
import type { Landing, LandingBlock } from '@shop/domain/content/landings';
import type { Db } from '../../db/client.ts';
import { sanitizeRichText } from '../../rich-text/sanitize-rich-text.ts';
import type { CatalogueService } from '../catalogue/index.ts';
import { landingBlocks, landings } from './tables.ts';

// Landing pages (issue 21; decision 064). Staff write a block's configs as JSON; these are the
// shapes it is read by. A block that does not read (a half-edited row, a type's old shape) is left
// out of the page and logged, so one bad block never takes the campaign down with a 500.

/** A shelf shows at most this many cards, as a home shelf does. */
export const landingShelfSize = 12;

/**
 * A path in the shop (not `//host`, which leaves it) or an http(s) address: never `javascript:` or
 * `data:`, which would run or draw what staff never meant in a customer's page.
 */
const SafeUrlSchema = z
  .string()
  .trim()
  .min(1)
  .max(500)
  .refine((url) => /^\/(?!\/)/.test(url) || /^https?:\/\//i.test(url), 'not a path or an http(s) address');
const link = SafeUrlSchema.nullable().default(null);
const StoredImageSchema = z.object({
  url: SafeUrlSchema,
  mobile_url: SafeUrlSchema.optional(),
  link,
  alt: z.string().max(200).default(''),
});
const StoredImagesSchema = z.array(StoredImageSchema).min(1).max(12);
const StoredMediaSchema = z.object({
  body: z.string().max(20_000),
  url: SafeUrlSchema.nullable().default(null),
  alt: z.string().max(200).default(''),
  reverse: z.boolean().default(false),
});
const StoredShelfSchema = z.object({
  title: z.string().max(200),
  /** Product or bundle ids in the order the shelf shows them. */
  ids: z.array(z.number().int().positive()).min(1).max(60),
});

type BlockRow = typeof landingBlocks.$inferSelect;

export type Landings = ReturnType<typeof createLandings>;

export function createLandings(deps: {
  db: Db;
  catalogue: CatalogueService;
  now: () => Date;
  logError: (error: unknown, message: string) => void;
}) {
  const { db, catalogue, now, logError } = deps;

  async function toBlock(row: BlockRow): Promise<LandingBlock | null> {
    const base = { id: row.id, border: row.border };
    switch (row.type) {
      case 'banner':
      case 'slider': {
        const images = StoredImagesSchema.parse(row.configs);
        const configs = images.map((image, index) => ({
          id: index + 1,
          url: image.url,
          mobile_url: image.mobile_url ?? image.url,
          link: image.link,
          alt: image.alt,
        }));
        return { ...base, type_en: row.type, configs };
      }
      case 'media': {
        const media = StoredMediaSchema.parse(row.configs);
        return { ...base, type_en: 'media', configs: { ...media, body: sanitizeRichText(media.body) } };
      }
      case 'shelf_product': {
        const shelf = StoredShelfSchema.parse(row.configs);
        // Sold-out goods stay on a campaign's shelf (their card says so), as a home shelf keeps them.
        const objects = (await catalogue.listProductCards(shelf.ids)).slice(0, landingShelfSize);
        return objects.length === 0
          ? null
          : { ...base, type_en: 'shelf_product', configs: { title: shelf.title, objects } };
      }
      case 'shelf_bundle': {
        const shelf = StoredShelfSchema.parse(row.configs);
        const objects = (await catalogue.listBundleCards(shelf.ids)).slice(0, landingShelfSize);
        return objects.length === 0
          ? null
          : { ...base, type_en: 'shelf_bundle', configs: { title: shelf.title, objects } };
      }
    }
  }

  async function readBlock(row: BlockRow): Promise<LandingBlock | null> {
    try {
      return await toBlock(row);
    } catch (error) {
      if (!(error instanceof z.ZodError)) throw error;
      logError(error, `landing block ${row.id} (${row.type}) does not read; left out of the page`);
      return null;
    }
  }

  return {
    /** `GET landings/{slug}`: an active landing before its end, or LANDING_NOT_FOUND. */
    async landing(slug: string): Promise<Landing> {
      const [page] = await db
        .select()
        .from(landings)
        .where(
          and(
            eq(landings.slug, slug),
            eq(landings.isActive, true),
            or(isNull(landings.endsAt), gt(landings.endsAt, now())),
          ),
        )
        .limit(1);
      if (!page) throw new DomainError('LANDING_NOT_FOUND');
      const rows = await db
        .select()
        .from(landingBlocks)
        .where(eq(landingBlocks.landingId, page.id))
        .orderBy(asc(landingBlocks.position), asc(landingBlocks.id));
      const blocks = await Promise.all(rows.map(readBlock));
      return {
        slug: page.slug,
        title: page.title,
        description: page.description,
        items: blocks.filter((block) => block !== null),
      };
    },
  };
}
