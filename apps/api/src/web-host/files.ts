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
    // Generated images never change under the same name; a day keeps edits visible soon enough.
    maxAge: '1d',
  });
}
