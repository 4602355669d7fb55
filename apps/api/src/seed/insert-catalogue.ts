import { slugify } from '@shop/domain/slug';
import type { Db } from '../db/client.ts';
import { brands, categories, products } from '../modules/catalogue/public/tables.ts';
import type { ProductDraft, SeedBrand, SeedLeaf } from './build-products.ts';
import type { SeedCategory } from './build-shelves.ts';
import { describeBrand } from './data/brand-descriptions.ts';
import { brandDefs } from './data/brands.ts';
import type { TopDef } from './data/define.ts';
import { brandLogoKey, brandLogoSvg } from './images/brand-logo.ts';
import { categoryLogoKey, categoryLogoSvg } from './images/category-logo.ts';
import type { ImageJobs } from './images/image-jobs.ts';
import { insertLiteral } from './insert-literal.ts';

/** Multi-row inserts of this many rows: ~14k bind parameters for products, well under PostgreSQL's 65,535. */
export const BATCH_SIZE = 500;

export function chunk<T>(rows: readonly T[], size = BATCH_SIZE): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < rows.length; i += size) chunks.push(rows.slice(i, i + size));
  return chunks;
}

/** Ids come back in insert order (nextval runs row by row); sorting makes that explicit. */
export const ascendingIds = (rows: readonly { id: number }[]) => rows.map((r) => r.id).sort((a, b) => a - b);

export type Context = { urlOf: (key: string) => string; images: ImageJobs };

/** Inserts the three-level tree level by level, since children need their parents' ids. */
export async function insertCategories(
  db: Db,
  tree: readonly TopDef[],
  ctx: Context,
): Promise<{ categories: SeedCategory[]; leaves: SeedLeaf[] }> {
  const logo = (kind: Parameters<typeof categoryLogoKey>[0], colour: string) => {
    const key = categoryLogoKey(kind, colour);
    ctx.images.add(key, () => categoryLogoSvg(kind, colour));
    return ctx.urlOf(key);
  };
  const row = (
    name: string,
    parentId: number | null,
    type: 'branch' | 'leaf',
    logoUrl: string,
    position: number,
  ) => ({
    name,
    slug: slugify(name),
    parentId,
    type,
    logo: logoUrl,
    position,
    isActive: true,
  });
  const topIds = ascendingIds(
    await db
      .insert(categories)
      .values(tree.map((top, i) => row(top.name, null, 'branch', logo(top.icon, top.colour), i)))
      .returning({ id: categories.id }),
  );
  const mids = tree.flatMap((top, t) =>
    top.mids.map((mid, position) => ({ top, mid, parentId: topIds[t] ?? 0, position })),
  );
  const midIds = ascendingIds(
    await db
      .insert(categories)
      .values(
        mids.map((m) => row(m.mid.name, m.parentId, 'branch', logo(m.mid.icon, m.top.colour), m.position)),
      )
      .returning({ id: categories.id }),
  );
  const leafPlaces = mids.flatMap((m, i) =>
    m.mid.leaves.map((leaf, position) => ({ ...m, leaf, parentId: midIds[i] ?? 0, position })),
  );
  const leafIds = ascendingIds(
    await db
      .insert(categories)
      .values(
        leafPlaces.map((l) =>
          row(l.leaf.name, l.parentId, 'leaf', logo(l.leaf.kind, l.top.colour), l.position),
        ),
      )
      .returning({ id: categories.id }),
  );

  const leaves: SeedLeaf[] = leafPlaces.map((l, index) => ({
    top: l.top,
    mid: l.mid,
    leaf: l.leaf,
    id: leafIds[index] ?? 0,
    index,
  }));
  const leafIdsOf = (predicate: (l: SeedLeaf) => boolean) => leaves.filter(predicate).map((l) => l.id);
  const seedCategories: SeedCategory[] = [
    ...tree.map((top, i) => ({
      id: topIds[i] ?? 0,
      name: top.name,
      slug: slugify(top.name),
      type: 'branch' as const,
      level: 1 as const,
      leafIds: leafIdsOf((l) => l.top === top),
    })),
    ...mids.map((m, i) => ({
      id: midIds[i] ?? 0,
      name: m.mid.name,
      slug: slugify(m.mid.name),
      type: 'branch' as const,
      level: 2 as const,
      leafIds: leafIdsOf((l) => l.mid === m.mid),
    })),
    ...leaves.map((l) => ({
      id: l.id,
      name: l.leaf.name,
      slug: slugify(l.leaf.name),
      type: 'leaf' as const,
      level: 3 as const,
      leafIds: [l.id],
    })),
  ];
  return { categories: seedCategories, leaves };
}

export async function insertBrands(db: Db, ctx: Context): Promise<SeedBrand[]> {
  const rows = brandDefs.map((def, index) => {
    const key = brandLogoKey(def.key);
    ctx.images.add(key, () => brandLogoSvg(def.name, def.colour, index));
    return {
      name: def.name,
      slug: slugify(def.name),
      logo: ctx.urlOf(key),
      description: describeBrand(def, index),
      position: index,
      isActive: true,
    };
  });
  const ids = ascendingIds(await db.insert(brands).values(rows).returning({ id: brands.id }));
  return brandDefs.map((def, index) => ({ ...def, id: ids[index] ?? 0, index }));
}

/** Inserts in batches and writes the new ids back into the drafts. */
export async function insertProducts(db: Db, drafts: readonly ProductDraft[]): Promise<void> {
  for (const batch of chunk(drafts)) {
    const ids = await insertLiteral(
      db,
      products,
      batch.map((d) => d.row),
    );
    batch.forEach((draft, i) => {
      draft.id = ids[i] ?? 0;
    });
  }
}
