import { promisify } from 'node:util';
import { Transform } from 'node:stream';
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip } from 'node:zlib';

export type PageEncoding = 'br' | 'gzip';

/** The encoding a page is sent in: brotli where the browser takes it (every browser over https). */
export function encodingFor(request: {
  headers: { 'accept-encoding'?: string | undefined };
}): PageEncoding | null {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  return /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
}

/**
 * How hard pages are compressed. A page kept for other visitors was written at brotli 9, which took
 * 19 ms of CPU for the 172 KB home page against 2.9 ms at 5, for 4.5% fewer bytes (25.4 against
 * 26.6 KB): with a long tail of product pages most copies are made once and sent a few times, so
 * quality 9 made a shop of 100,000 products render a few pages a second under load (issue 22).
 * A page drawn for one request is written as it streams, at 4 (1.8 ms, 28.7 KB).
 */
const keptQuality = { brotli: 5, gzip: 6 } as const;
const streamedQuality = { brotli: 4, gzip: 6 } as const;

/**
 * Brotli's window: 256 KB, not its default of 4 MB. Each encoder's memory is counted by V8 as the
 * process's external memory, and 64 MB more of that since the last full collection starts a new one:
 * with the default window every fifteenth page drawn began a mark-compact of the whole heap (the
 * search index's 190 MB), and V8's helper threads took a whole core from a two-core machine. Drawn
 * pages went from 58 to 113–122 a second (issue 22). Pages are 160–180 KB, so the smaller window
 * gives the same bytes (the home, a category and a product page compress to exactly the same size).
 */
export const brotliWindowBits = 18;

function brotliParams(quality: number): Record<number, number> {
  return { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_LGWIN]: brotliWindowBits };
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** A page kept for other guests, compressed whole, off the event loop. */
export function compressKept(raw: Buffer, encoding: PageEncoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(raw, { params: brotliParams(keptQuality.brotli) })
    : gzipped(raw, { level: keptQuality.gzip });
}

/** A compressor for a page drawn for one request: each write leaves at once (flushed). */
export function streamingCompressor(encoding: PageEncoding): Transform {
  return encoding === 'br'
    ? createBrotliCompress({
        params: brotliParams(streamedQuality.brotli),
        flush: constants.BROTLI_OPERATION_FLUSH,
      })
    : createGzip({ level: streamedQuality.gzip, flush: constants.Z_SYNC_FLUSH });
}

/**
 * React writes a page in hundreds of small pieces within one turn of the event loop, and the
 * compressor flushes after every write so that streamed parts leave at once. Gathering each turn's
 * pieces into one write keeps the streaming and drops most of the flushes: the home page's HTML was
 * taking longer to compress than to render.
 */
export function coalesceWrites(): Transform {
  let pending: Buffer[] = [];
  let scheduled = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      pending.push(chunk);
      if (!scheduled) {
        scheduled = true;
        setImmediate(() => {
          scheduled = false;
          const batch = Buffer.concat(pending);
          pending = [];
          if (batch.length > 0) this.push(batch);
        });
      }
      done();
    },
    flush(done) {
      if (pending.length > 0) this.push(Buffer.concat(pending));
      pending = [];
      done();
    },
  });
}
