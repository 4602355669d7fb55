import { mkdirSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { localFilesUrlPrefix } from '../adapters/files/local-disk.ts';

/** Serves the local file store (catalogue images, uploads) under /files/. */
export async function mountLocalFiles(app: FastifyInstance, root: string): Promise<void> {
  mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: localFilesUrlPrefix,
    decorateReply: false,
    // "public, max-age=31536000, immutable": a file key is never reused for other content, so a
    // browser may keep every file for a year without revalidating it, even on reload. Seed pictures
    // live in a versioned folder (seed/v2/...) that is bumped whenever the drawings change, and
    // uploads must be stored under fresh unique names, never overwritten in place: a changed picture
    // always gets a new URL.
    maxAge: '365d',
    immutable: true,
  });
}
