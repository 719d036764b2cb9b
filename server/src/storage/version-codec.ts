// How a kept version's content is stored (docs/decisions.md, "Note history: reverse deltas with keyframes"). The
// note row holds the current content in full; each kept older version is stored either as a keyframe (its whole
// content, deflated) or as a delta against the next newer kept version: the lengths of the shared start and end
// and the text between them (deflated when long enough). An autosave changes one place, so its delta is a few
// bytes. Deltas chain up to the nearest keyframe above them (or the current content): at most KEYFRAME_EVERY - 1 of
// them, holding at most KEYFRAME_BYTES of content (history-limits.ts), so reading any version decodes a bounded
// amount whatever the note's size. Both adapters use this one codec; no surrogate pair is ever split.
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { KEYFRAME_BYTES, KEYFRAME_EVERY } from './history-limits.ts';

/** A kept version's stored content. */
export interface EncodedContent {
  /** True: `body` is the whole content; false: a delta against the next newer kept version's content. */
  keyframe: boolean;
  body: Uint8Array;
}

export { KEYFRAME_BYTES, KEYFRAME_EVERY };

/** Payloads shorter than this are stored as they are: deflate's set-up costs more than it saves on a few bytes. */
const DEFLATE_FROM = 128;
const RAW = 0;
const DEFLATED = 1;
const HEADER_BYTES = 8;

/**
 * The stored form of `payload`, which a caller made with one spare byte in front: the first byte says how the rest
 * is stored. A short payload is stored in place, without a copy.
 */
function pack(payload: Buffer): Uint8Array {
  if (payload.length - 1 < DEFLATE_FROM) {
    payload[0] = RAW;
    return payload;
  }
  const deflated = deflateRawSync(payload.subarray(1), { level: 1 });
  return Buffer.concat([Buffer.of(DEFLATED), deflated]);
}

function unpack(body: Uint8Array): Buffer {
  const rest = Buffer.from(body.buffer, body.byteOffset + 1, body.byteLength - 1);
  if (body[0] === RAW) return rest;
  if (body[0] === DEFLATED) return inflateRawSync(rest);
  throw new Error('A stored version has an unknown format');
}

/** Below this many code units, a shared end is finished one character at a time. */
const LINEAR_BELOW = 32;
const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/**
 * Code units `a` and `b` share at the start and (after that) at the end, never splitting a surrogate pair, so
 * what lies between is whole characters. Each end is found by halving: a probe compares two slices natively (V8's
 * slices are views into the string, no copy), so a 10 KB note takes about a dozen comparisons, not one per chunk.
 */
function sharedEnds(a: string, b: string): { prefix: number; suffix: number } {
  const max = Math.min(a.length, b.length);
  // The shared start is known to be at least `low` and at most `high`.
  let low = 0;
  let high = max;
  while (high - low > LINEAR_BELOW) {
    const middle = (low + high) >>> 1;
    if (a.slice(low, middle) === b.slice(low, middle)) low = middle;
    else high = middle;
  }
  while (low < high && a.charCodeAt(low) === b.charCodeAt(low)) low += 1;
  let prefix = low;
  if (prefix > 0 && isHighSurrogate(a.charCodeAt(prefix - 1))) prefix -= 1;
  low = 0;
  high = max - prefix;
  while (high - low > LINEAR_BELOW) {
    const middle = (low + high) >>> 1;
    if (a.slice(a.length - middle, a.length - low) === b.slice(b.length - middle, b.length - low)) low = middle;
    else high = middle;
  }
  while (low < high && a.charCodeAt(a.length - 1 - low) === b.charCodeAt(b.length - 1 - low)) low += 1;
  let suffix = low;
  if (suffix > 0 && isLowSurrogate(a.charCodeAt(a.length - suffix))) suffix -= 1;
  return { prefix, suffix };
}

/** The whole content, deflated: readable without any other version. */
export function encodeKeyframe(content: string): EncodedContent {
  // One pass over the text (Buffer.from) and a copy beat measuring it first and writing it in place.
  return { keyframe: true, body: pack(Buffer.concat([Buffer.of(0), Buffer.from(content, 'utf8')])) };
}

/** `older` as a delta against `newer` (the content that replaced it): the shared ends' lengths and what differs. */
export function encodeDelta(older: string, newer: string): EncodedContent {
  const { prefix, suffix } = sharedEnds(older, newer);
  const middle = older.slice(prefix, older.length - suffix);
  const payload = Buffer.allocUnsafe(1 + HEADER_BYTES + Buffer.byteLength(middle, 'utf8'));
  payload.writeUInt32BE(prefix, 1);
  payload.writeUInt32BE(suffix, 5);
  payload.write(middle, 1 + HEADER_BYTES, 'utf8');
  return { keyframe: false, body: pack(payload) };
}

/**
 * Whether version `version`, of `bytes` bytes of content, is kept as a keyframe when the deltas kept above the newest
 * keyframe (the ones a read of the oldest of them decodes, up to the current content) already hold `runBytes`:
 * at every multiple of KEYFRAME_EVERY (versions grow by one per write, so this bounds every chain by count without
 * asking the store anything), and whenever keeping it as a delta would make that run hold more than KEYFRAME_BYTES.
 */
export function isKeyframe(version: number, bytes: number, runBytes: number): boolean {
  return version % KEYFRAME_EVERY === 0 || runBytes + bytes > KEYFRAME_BYTES;
}

/**
 * Encodes version `version` (content `older`, `olderBytes` bytes of it) as a write replaces it with `newer`, given the
 * bytes of content the deltas above the newest keyframe hold (`runBytes`, which the store keeps: see isKeyframe).
 */
export function encodeReplaced(older: string, newer: string, version: number, olderBytes: number, runBytes: number): EncodedContent {
  return isKeyframe(version, olderBytes, runBytes) ? encodeKeyframe(older) : encodeDelta(older, newer);
}

/** The content of a version from its stored form and (for a delta) the next newer version's content. */
export function decodeContent(encoded: EncodedContent, newer: () => string): string {
  const payload = unpack(encoded.body);
  if (encoded.keyframe) return payload.toString('utf8');
  const prefix = payload.readUInt32BE(0);
  const suffix = payload.readUInt32BE(4);
  const base = newer();
  if (prefix + suffix > base.length) throw new Error('A stored version delta does not fit the version above it');
  return base.slice(0, prefix) + payload.toString('utf8', HEADER_BYTES) + base.slice(base.length - suffix);
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
