// How a kept version's content is stored (docs/decisions.md, "Note history: reverse deltas with keyframes"). The
// note row holds the current content in full; each kept older version is stored either as a keyframe (its whole
// content, deflated) or as a delta against the next newer kept version: the bytes that differ between the shared
// prefix and the shared suffix, deflated. An autosave changes one place, so its delta is a few bytes. At most
// KEYFRAME_EVERY - 1 deltas are chained below a keyframe, so reading any version inflates a bounded number of
// small records. Both adapters use this one codec; it works on UTF-8 bytes, so no character is ever split.
import { deflateRawSync, inflateRawSync } from 'node:zlib';

/** A kept version's stored content. */
export interface EncodedContent {
  /** True: `body` is the whole content; false: a delta against the next newer kept version's content. */
  keyframe: boolean;
  body: Uint8Array;
}

/** A run of deltas is closed by a keyframe after this many. */
export const KEYFRAME_EVERY = 32;

const HEADER_BYTES = 8;

function sharedPrefix(a: Buffer, b: Buffer): number {
  const max = Math.min(a.length, b.length);
  let i = 0;
  while (i < max && a[i] === b[i]) i += 1;
  return i;
}

function sharedSuffix(a: Buffer, b: Buffer, prefix: number): number {
  const max = Math.min(a.length, b.length) - prefix;
  let i = 0;
  while (i < max && a[a.length - 1 - i] === b[b.length - 1 - i]) i += 1;
  return i;
}

/** The whole content, deflated: readable without any other version. */
export function encodeKeyframe(content: string): EncodedContent {
  return { keyframe: true, body: deflateRawSync(Buffer.from(content, 'utf8')) };
}

/** `older` as a delta against `newer` (the content that replaced it). */
export function encodeDelta(older: string, newer: string): EncodedContent {
  const a = Buffer.from(older, 'utf8');
  const b = Buffer.from(newer, 'utf8');
  const prefix = sharedPrefix(a, b);
  const suffix = sharedSuffix(a, b, prefix);
  const payload = Buffer.alloc(HEADER_BYTES + a.length - prefix - suffix);
  payload.writeUInt32BE(prefix, 0);
  payload.writeUInt32BE(suffix, 4);
  a.copy(payload, HEADER_BYTES, prefix, a.length - suffix);
  return { keyframe: false, body: deflateRawSync(payload) };
}

/** Encodes the version a write replaces: a keyframe when `deltasBelow` deltas already wait for one. */
export function encodeReplaced(older: string, newer: string, deltasBelow: number): EncodedContent {
  return deltasBelow >= KEYFRAME_EVERY - 1 ? encodeKeyframe(older) : encodeDelta(older, newer);
}

/** The content of a version from its stored form and (for a delta) the next newer version's content. */
export function decodeContent(encoded: EncodedContent, newer: () => string): string {
  const payload = inflateRawSync(encoded.body);
  if (encoded.keyframe) return payload.toString('utf8');
  const prefix = payload.readUInt32BE(0);
  const suffix = payload.readUInt32BE(4);
  const b = Buffer.from(newer(), 'utf8');
  if (prefix + suffix > b.length) throw new Error('A stored version delta does not fit the version above it');
  return Buffer.concat([b.subarray(0, prefix), payload.subarray(HEADER_BYTES), b.subarray(b.length - suffix)]).toString('utf8');
}

/**
 * The content of the oldest of `chain`: stored versions ordered newest first, each a delta against the one
 * before it in the list (the first against `current`), the last one wanted. Stops early at a keyframe.
 */
export function decodeChain(chain: readonly EncodedContent[], current: string): string {
  // Walk up from the wanted version to the nearest keyframe (or the current content), then back down.
  let top = chain.length - 1;
  while (top >= 0 && !chain[top]!.keyframe) top -= 1;
  let content = top >= 0 ? decodeContent(chain[top]!, () => current) : current;
  for (let i = top + 1; i < chain.length; i += 1) {
    const above = content;
    content = decodeContent(chain[i]!, () => above);
  }
  return content;
}
