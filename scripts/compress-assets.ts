// Writes .br and .gz beside every compressible file of the web build, once at build time, so the
// server sends compressed assets without compressing on each request (@fastify/static preCompressed).
//   node scripts/compress-assets.ts apps/web/build/client
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

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
  const content = readFileSync(path);
  // Tiny files gain nothing and cost a header; the server then sends them as they are.
  if (content.length < 1024) continue;
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
  files += 1;
}
console.log(`compressed ${files} files in ${root}`);
