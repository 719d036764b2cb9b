// Answers about an unprotected note that are the same for every reader — its share-read JSON and its /n/{id}
// page per locale — kept as the bytes that go on the wire. Keys carry the note's state tag, so an edit,
// rename or new expiry makes a new key and old entries simply age out. Protected notes are never kept.
import type { SharedNote } from '../../../shared/api.ts';
import { createByteLru, type ByteLru } from '../lib/byte-lru.ts';

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
