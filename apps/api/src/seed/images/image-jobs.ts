import { seedImageVariantKey, seedImageVariantWidths } from '@shop/domain/images/seed-variants';
import type { FileStore } from '../../adapters/files/port.ts';
import { renderPng, renderWebp } from './render.ts';

/** One picture to make: its store key and how to draw it (only called when a file is missing). */
export type ImageJob = { key: string; svg: () => string };

/** Counts files: a picture's PNG and each of its WebP copies count one each. */
export type ImageReport = { planned: number; written: number; skipped: number; bytes: number; ms: number };

/** Collects jobs once per key: many products share one picture. */
export class ImageJobs {
  readonly #jobs = new Map<string, ImageJob>();

  add(key: string, svg: () => string): void {
    if (!this.#jobs.has(key)) this.#jobs.set(key, { key, svg });
  }

  get size(): number {
    return this.#jobs.size;
  }

  list(): ImageJob[] {
    return [...this.#jobs.values()];
  }
}

type Output = { key: string; contentType: string; render: (svg: string) => Promise<Uint8Array> };

/**
 * The files one job makes: the PNG at the drawing's own size (Open Graph images, uploads' format,
 * the `src` fallback) and the WebP copies the shared naming rule gives its key (for `srcset`).
 */
function outputsOf(job: ImageJob): Output[] {
  return [
    { key: job.key, contentType: 'image/png', render: renderPng },
    ...seedImageVariantWidths(job.key).map((width) => ({
      key: seedImageVariantKey(job.key, width),
      contentType: 'image/webp',
      render: (svg: string) => renderWebp(svg, width),
    })),
  ];
}

// Two renders per core keep libuv's four threads busy without queueing the whole catalogue in memory.
const CONCURRENCY = 4;

/**
 * Renders and stores every file that does not exist yet, so re-running the seed (or seeding a
 * second database against the same file store) costs only the existence checks, and a run that
 * stopped half-way finishes the missing copies without redrawing the rest.
 */
export async function writeImages(files: FileStore, jobs: readonly ImageJob[]): Promise<ImageReport> {
  const started = performance.now();
  const report: ImageReport = { planned: 0, written: 0, skipped: 0, bytes: 0, ms: 0 };
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++];
      if (!job) break;
      const outputs = outputsOf(job);
      report.planned += outputs.length;
      const missing: Output[] = [];
      for (const output of outputs) {
        if (await files.exists(output.key)) report.skipped++;
        else missing.push(output);
      }
      if (missing.length === 0) continue;
      const svg = job.svg();
      for (const output of missing) {
        const body = await output.render(svg);
        await files.put(output.key, body, output.contentType);
        report.written++;
        report.bytes += body.byteLength;
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  report.ms = Math.round(performance.now() - started);
  return report;
}
