// How big a note's HTML is for the server's 1 MiB limit (docs/design.md §4.3: UTF-8 bytes of the sanitized HTML), so
// the client can refuse to publish, warn while writing, and hold back what the server would refuse.
import { ENVELOPE_TAG_BYTES } from '../../../../shared/envelope.ts';
import { MAX_CONTENT_BYTES, MAX_ENVELOPE_BYTES } from '../../../../shared/limits.ts';
import { utf8Size } from '../../../../shared/text/utf8.ts';

/** Past this share of the limit the editor shows the size. */
export const SIZE_WARNING_RATIO = 0.8;

/** The note's size as the server counts it (a lone surrogate counts 3, like the U+FFFD the server stores). */
export const contentBytes = (html: string): number => utf8Size(html).bytes;

export const fitsOnServer = (html: string): boolean => contentBytes(html) <= MAX_CONTENT_BYTES;

/**
 * Whether an encrypted note's title and text fit in an envelope the server stores (docs/design.md §10.1): JSON
 * escaping of HTML can push a text just under the content limit over the envelope's.
 */
export const fitsSealed = (plain: { title: string | null; content: string }): boolean =>
  utf8Size(JSON.stringify({ title: plain.title, content: plain.content })).bytes + ENVELOPE_TAG_BYTES <= MAX_ENVELOPE_BYTES;

/** Thrown by publishNote for content over the limit: nothing is stored or queued. */
export class NoteTooLargeError extends RangeError {
  readonly bytes: number;
  constructor(bytes: number) {
    super(`The note has ${bytes} bytes; the server accepts ${MAX_CONTENT_BYTES}`);
    this.name = 'NoteTooLargeError';
    this.bytes = bytes;
  }
}
