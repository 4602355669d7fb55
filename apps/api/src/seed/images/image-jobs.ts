import type { FileStore } from '../../adapters/files/port.ts';
import { renderPng } from './render-png.ts';

/** One picture to make: its store key and how to draw it (only called when the file is missing). */
export type ImageJob = { key: string; svg: () => string };

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

// Two renders per core keep libuv's four threads busy without queueing the whole catalogue in memory.
const CONCURRENCY = 4;

/**
 * Renders and stores every job whose file does not exist yet, so re-running the seed (or seeding
 * a second database against the same file store) costs only the existence checks.
 */
export async function writeImages(files: FileStore, jobs: readonly ImageJob[]): Promise<ImageReport> {
  const started = performance.now();
  const report: ImageReport = { planned: jobs.length, written: 0, skipped: 0, bytes: 0, ms: 0 };
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++];
      if (!job) break;
      if (await files.exists(job.key)) {
        report.skipped++;
        continue;
      }
      const png = await renderPng(job.svg());
      await files.put(job.key, png, 'image/png');
      report.written++;
      report.bytes += png.byteLength;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  report.ms = Math.round(performance.now() - started);
  return report;
}
