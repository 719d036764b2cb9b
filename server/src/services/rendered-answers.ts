// Answers about an unprotected note that are the same for every reader — its share-read JSON and its /n/{id}
// page per locale — kept as the bytes that go on the wire: plain, and brotli or gzip once a reader asked for
// them, so a read never compresses the same answer twice. Keys carry the note's state tag, so an edit,
// rename or new expiry makes a new key and old entries simply age out. Protected notes are never kept.
import type { SharedNote } from '../../../shared/api.ts';
import { createByteLru, type ByteLru } from '../lib/byte-lru.ts';
import { acceptedEncoding, compress, COMPRESS_THRESHOLD_BYTES, type ContentEncoding } from './content-encoding.ts';

export type RenderedAnswers = ByteLru<Buffer>;

export const createRenderedAnswers = (maxBytes: number): RenderedAnswers => createByteLru<Buffer>(maxBytes);

/** Everything a reader can see of a note changes at least one of these (a rename bumps the version). */
export function noteStateTag(note: SharedNote): string {
  const expires = note.expires_at === null ? 'n' : Date.parse(note.expires_at).toString(36);
  return `${note.version}.${Date.parse(note.updated_at).toString(36)}.${expires}`;
}

/** The bytes stored under `key`, made (and kept) by `make` when absent. */
export function renderedOnce(answers: RenderedAnswers, key: string, make: () => string): Buffer {
  let bytes = answers.get(key);
  if (bytes === undefined) {
    bytes = Buffer.from(make());
    answers.set(key, bytes, bytes.length);
  }
  return bytes;
}

export interface EncodedAnswer {
  bytes: Buffer;
  /** undefined: plain (not accepted, or too small to gain). */
  encoding: ContentEncoding | undefined;
}

/** The answer under `key` in the encoding `acceptEncoding` prefers, each encoding made once and kept. */
export async function renderedEncoded(
  answers: RenderedAnswers,
  key: string,
  make: () => string,
  acceptEncoding: string | undefined,
): Promise<EncodedAnswer> {
  const plain = renderedOnce(answers, key, make);
  const encoding = acceptedEncoding(acceptEncoding);
  if (encoding === undefined || plain.length < COMPRESS_THRESHOLD_BYTES) return { bytes: plain, encoding: undefined };
  // Ahead of the key, and after a NUL: a key ends in what a request sent (its Host), so "…|br" at its end could
  // be a plain answer's key too, and a crafted Host would file plain bytes as brotli for every reader. Keys
  // start with the route's own word, and no header can carry a NUL.
  const encodedKey = `${encoding}\u0000${key}`;
  let bytes = answers.get(encodedKey);
  if (bytes === undefined) {
    bytes = await compress(plain, encoding);
    answers.set(encodedKey, bytes, bytes.length);
  }
  return { bytes, encoding };
}
