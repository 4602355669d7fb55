// Writes .br and .gz beside every compressible file of the web build, once at build time, so the
// server sends compressed assets without compressing on each request (@fastify/static preCompressed).
//   node scripts/compress-assets.ts apps/web/build/client
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compressedForms } from './asset-compression.ts';

const compressible = /\.(js|mjs|css|html|svg|json|txt|xml|map)$/;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

const root = process.argv[2];
if (!root) throw new Error('usage: node scripts/compress-assets.ts <folder>');
let files = 0;
for (const path of walk(root)) {
  if (!compressible.test(path)) continue;
  // A tiny file whose compressed form saves less than the header costs is sent as it is.
  const forms = compressedForms(readFileSync(path));
  if (!forms) continue;
  writeFileSync(`${path}.br`, forms.br);
  writeFileSync(`${path}.gz`, forms.gz);
  files += 1;
}
console.log(`compressed ${files} files in ${root}`);
