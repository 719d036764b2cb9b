// Answers about an unprotected note that are the same for every reader — its share-read JSON and its /n/{id}
// page per locale — kept as the bytes that go on the wire: plain, and brotli or gzip once a reader asked for
// them, so reads do not compress the same answer over and over. Keys carry the note's state tag, so an edit,
// rename or new expiry makes a new key and old entries simply age out. Protected notes are never kept.
import type { SharedNote } from '../../../shared/api.ts';
import { createByteLru, type ByteLru } from '../lib/byte-lru.ts';
import { acceptedEncoding, compress, COMPRESS_THRESHOLD_BYTES, type ContentEncoding } from '../plugins/content-encoding.ts';

export interface EncodedAnswer {
  bytes: Buffer;
  /** undefined: plain (not accepted, or too small to gain). */
  encoding: ContentEncoding | undefined;
}

/** Keyed by what was asked (route, note, state, locale…, and the encoding): what to send for it. */
export type RenderedAnswers = ByteLru<EncodedAnswer>;

export const createRenderedAnswers = (maxBytes: number): RenderedAnswers => createByteLru<EncodedAnswer>(maxBytes);

/**
 * Everything a reader can see of a note changes at least one of these (a rename bumps the version). The times
 * go in as the ISO strings the answer carries: parsing them back on every read showed in the profile.
 */
export function noteStateTag(note: SharedNote): string {
  return `${note.version}.${note.updated_at}.${note.expires_at ?? 'n'}`;
}

/**
 * The answer under `key` in the encoding `acceptEncoding` prefers: one lookup when it is kept. The plain bytes
 * are kept under `key`, made by `make` when absent; each encoding is compressed from them and kept under its own
 * key (an answer too small to gain is kept there as plain, so it too is found at once). An answer is kept from
 * its second request on (ByteLru.admit): one read once in a long while is made and sent, not kept.
 */
export async function renderedEncoded(
  answers: RenderedAnswers,
  key: string,
  make: () => string,
  acceptEncoding: string | undefined,
): Promise<EncodedAnswer> {
  const encoding = acceptedEncoding(acceptEncoding);
  // Ahead of the key, and after a NUL: a key ends in what a request sent (its Host), so "…|br" at its end could
  // be a plain answer's key too, and a crafted Host would file plain bytes as brotli for every reader. Keys
  // start with the route's own word, and no header can carry a NUL.
  const wantedKey = encoding === undefined ? key : `${encoding}\u0000${key}`;
  const kept = answers.get(wantedKey);
  if (kept !== undefined) return kept;
  let plain = encoding === undefined ? undefined : answers.get(key);
  // Asked for before (its plain form is kept, or is worth keeping from now on): keep what is made here.
  let keep = plain !== undefined;
  if (plain === undefined) {
    plain = { bytes: Buffer.from(make()), encoding: undefined };
    keep = answers.admit(key);
    if (keep) answers.set(key, plain, plain.bytes.length);
  }
  if (encoding === undefined) return plain;
  if (plain.bytes.length < COMPRESS_THRESHOLD_BYTES) {
    // The same bytes under a second key: what that key holds is the key itself.
    if (keep) answers.set(wantedKey, plain, wantedKey.length);
    return plain;
  }
  const answer = { bytes: await compress(plain.bytes, encoding), encoding };
  if (keep) answers.set(wantedKey, answer, answer.bytes.length);
  return answer;
}
