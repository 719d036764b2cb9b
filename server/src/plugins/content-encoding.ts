// Which compression a request accepts, and compressing with it. Shared by the rendered-answers
// cache, which keeps compressed bytes per note state, and by @fastify/compress for every other answer
// (app.ts), so both pick the same encoding for the same Accept-Encoding and compress alike.
import { negotiate } from '@fastify/accept-negotiator';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync, type BrotliOptions } from 'node:zlib';
import { promisify } from 'node:util';

export type ContentEncoding = 'br' | 'gzip';

/** Best first: brotli is smaller for the same CPU; every browser accepts gzip. */
export const ENCODINGS: ContentEncoding[] = ['br', 'gzip'];

/** Below this, the encoding header and the compressor's framing cost more than they save: sent plain. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Quality 5 of 11: about as small as 11 on HTML and JSON of a few KB for a fraction of the CPU. A cold note
 * is compressed on its first read, so this cost is on the path of a read spread over many notes.
 */
export const BROTLI_OPTIONS: BrotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

/** Above this, compressing moves to libuv's thread pool instead of blocking the event loop. */
const SYNC_LIMIT_BYTES = 64 * 1024;

const NEGOTIATED_MAX = 64;
const negotiated = new Map<string, ContentEncoding | undefined>();

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The encoding to answer `acceptEncoding` with (its q-values decide), or undefined for a plain answer.
 * `*` counts as gzip and x-gzip is gzip's old name, as in @fastify/compress.
 */
export function acceptedEncoding(acceptEncoding: string | undefined): ContentEncoding | undefined {
  if (!acceptEncoding) return undefined;
  // Browsers send one of a handful of headers, the same one on every request: parse each once.
  const known = negotiated.get(acceptEncoding);
  if (known !== undefined || negotiated.has(acceptEncoding)) return known;
  const header = acceptEncoding.toLowerCase().replace(/\*|x-gzip/g, 'gzip');
  const encoding = negotiate(header, ENCODINGS) ?? undefined;
  // Bounded: a client sending a new header with every request only empties the memo now and then.
  if (negotiated.size >= NEGOTIATED_MAX) negotiated.clear();
  negotiated.set(acceptEncoding, encoding);
  return encoding;
}

export async function compress(bytes: Buffer, encoding: ContentEncoding): Promise<Buffer> {
  if (bytes.length <= SYNC_LIMIT_BYTES) return encoding === 'br' ? brotliCompressSync(bytes, BROTLI_OPTIONS) : gzipSync(bytes);
  return encoding === 'br' ? brotliAsync(bytes, BROTLI_OPTIONS) : gzipAsync(bytes);
}
