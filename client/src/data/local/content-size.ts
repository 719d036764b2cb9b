// How big a note's HTML is for the server's 1 MiB limit (DESIGN §4: UTF-8 bytes of the sanitized HTML), so
// the client can refuse to publish, warn while writing, and hold back what the server would refuse.
import { MAX_CONTENT_BYTES } from '../../../../shared/limits.ts';

/** Past this share of the limit the editor shows the size. */
export const SIZE_WARNING_RATIO = 0.8;

/**
 * UTF-8 length without building the bytes (this runs on every autosave of notes up to megabytes). A lone
 * surrogate counts 3, like the U+FFFD the server stores in its place.
 */
export function contentBytes(html: string): number {
  let bytes = 0;
  for (let i = 0; i < html.length; i++) {
    const unit = html.charCodeAt(i);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < html.length && (html.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      i += 1;
    } else bytes += 3;
  }
  return bytes;
}

export const fitsOnServer = (html: string): boolean => contentBytes(html) <= MAX_CONTENT_BYTES;

/** Thrown by publishNote for content over the limit: nothing is stored or queued. */
export class NoteTooLargeError extends RangeError {
  readonly bytes: number;
  constructor(bytes: number) {
    super(`The note has ${bytes} bytes; the server accepts ${MAX_CONTENT_BYTES}`);
    this.name = 'NoteTooLargeError';
    this.bytes = bytes;
  }
}
