// How a kept version's content is stored (docs/decisions.md, "Note history: reverse deltas with keyframes"). The
// note row holds the current content in full; each kept older version is stored either as a keyframe (its whole
// content, deflated) or as a delta against the next newer kept version: the lengths of the shared start and end
// and the text between them (deflated when long enough). An autosave changes one place, so its delta is a few
// bytes. At most KEYFRAME_EVERY - 1 deltas are chained below a keyframe, so reading any version decodes a bounded
// number of small records. Both adapters use this one codec; no surrogate pair is ever split.
import { deflateRawSync, inflateRawSync } from 'node:zlib';

/** A kept version's stored content. */
export interface EncodedContent {
  /** True: `body` is the whole content; false: a delta against the next newer kept version's content. */
  keyframe: boolean;
  body: Uint8Array;
}

/** A run of deltas is closed by a keyframe after this many. */
export const KEYFRAME_EVERY = 32;

/** Payloads shorter than this are stored as they are: deflate's set-up costs more than it saves on a few bytes. */
const DEFLATE_FROM = 128;
const RAW = 0;
const DEFLATED = 1;
const HEADER_BYTES = 8;

/** The first byte says how the rest is stored. */
function pack(payload: Buffer): Uint8Array {
  if (payload.length < DEFLATE_FROM) return Buffer.concat([Buffer.of(RAW), payload]);
  return Buffer.concat([Buffer.of(DEFLATED), deflateRawSync(payload, { level: 1 })]);
}

function unpack(body: Uint8Array): Buffer {
  const rest = Buffer.from(body.buffer, body.byteOffset + 1, body.byteLength - 1);
  if (body[0] === RAW) return rest;
  if (body[0] === DEFLATED) return inflateRawSync(rest);
  throw new Error('A stored version has an unknown format');
}

const CHUNK = 256;
const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/**
 * Code units `a` and `b` share at the start and (after that) at the end, never splitting a surrogate pair, so
 * what lies between is whole characters. Compared as strings: no copy of either note.
 */
function sharedEnds(a: string, b: string): { prefix: number; suffix: number } {
  const max = Math.min(a.length, b.length);
  // Whole chunks first (a native comparison of two slices, ~10x a loop over characters), then the last few.
  let prefix = 0;
  while (prefix + CHUNK <= max && a.slice(prefix, prefix + CHUNK) === b.slice(prefix, prefix + CHUNK)) prefix += CHUNK;
  while (prefix < max && a.charCodeAt(prefix) === b.charCodeAt(prefix)) prefix += 1;
  if (prefix > 0 && isHighSurrogate(a.charCodeAt(prefix - 1))) prefix -= 1;
  let suffix = 0;
  while (suffix + CHUNK <= max - prefix && a.slice(a.length - suffix - CHUNK, a.length - suffix) === b.slice(b.length - suffix - CHUNK, b.length - suffix)) {
    suffix += CHUNK;
  }
  while (suffix < max - prefix && a.charCodeAt(a.length - 1 - suffix) === b.charCodeAt(b.length - 1 - suffix)) suffix += 1;
  if (suffix > 0 && isLowSurrogate(a.charCodeAt(a.length - suffix))) suffix -= 1;
  return { prefix, suffix };
}

/** The whole content, deflated: readable without any other version. */
export function encodeKeyframe(content: string): EncodedContent {
  return { keyframe: true, body: pack(Buffer.from(content, 'utf8')) };
}

/** `older` as a delta against `newer` (the content that replaced it): the shared ends' lengths and what differs. */
export function encodeDelta(older: string, newer: string): EncodedContent {
  const { prefix, suffix } = sharedEnds(older, newer);
  const middle = older.slice(prefix, older.length - suffix);
  const payload = Buffer.allocUnsafe(HEADER_BYTES + Buffer.byteLength(middle, 'utf8'));
  payload.writeUInt32BE(prefix, 0);
  payload.writeUInt32BE(suffix, 4);
  payload.write(middle, HEADER_BYTES, 'utf8');
  return { keyframe: false, body: pack(payload) };
}

/** Encodes the version a write replaces: a keyframe when `deltasBelow` deltas already wait for one. */
export function encodeReplaced(older: string, newer: string, deltasBelow: number): EncodedContent {
  return deltasBelow >= KEYFRAME_EVERY - 1 ? encodeKeyframe(older) : encodeDelta(older, newer);
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
