import { join } from 'node:path';
import { createLocalDiskStore } from '../adapters/files/local-disk.ts';
import { loadConfig } from '../config/env.ts';
import { openDatabase } from '../db/client.ts';
import { clearCatalogue } from './clear-catalogue.ts';
import { isCatalogueEmpty, seedCatalogue, type SeedSummary } from './seed-catalogue.ts';

// `node apps/api/src/seed/cli.ts [--force] [--no-images]`: seeds SEED_PRODUCTS demo products into the
// database the app would use (DATABASE_URL, or PGlite under DATA_DIR) if it has no products yet.
// --force deletes the catalogue and content first; --no-images skips writing pictures (the URLs are
// stored all the same), e.g. for a benchmark database.

function summaryLine(s: SeedSummary, engine: string): string {
  const images = s.images
    ? `images ${s.images.written} written, ${s.images.skipped} present (${(s.images.bytes / 1_048_576).toFixed(1)} MB, ${(s.images.ms / 1000).toFixed(1)} s)`
    : 'images skipped';
  return (
    `seeded ${engine}: ${s.products} products, ${s.categories} categories, ${s.brands} brands, ${s.bundles} bundles, ` +
    `${s.shelves} shelves, ${s.customShelves} custom shelves, ${s.sliders} sliders, ${s.banners} banners, ${s.homeRows} home rows ` +
    `in ${(s.databaseMs / 1000).toFixed(1)} s; ${images}`
  );
}

async function main(): Promise<void> {
  const args = new Set(process.argv.slice(2));
  const config = loadConfig();
  const handle = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: join(config.DATA_DIR, 'pglite'),
    poolSize: config.DATABASE_POOL_SIZE,
  });
  try {
    await handle.migrate();
    if (args.has('--force')) await clearCatalogue(handle.db);
    else if (!(await isCatalogueEmpty(handle.db))) {
      console.log('catalogue already has products; nothing seeded (use --force to replace it)');
      return;
    }
    const summary = await seedCatalogue(handle.db, {
      products: config.SEED_PRODUCTS,
      now: new Date(),
      files: args.has('--no-images') ? null : createLocalDiskStore(join(config.DATA_DIR, 'files')),
    });
    console.log(summaryLine(summary, handle.engine));
  } finally {
    await handle.close();
  }
}

await main();
