// Saves and live changes as one splice of the text instead of the whole note (docs/design.md §4.2, §11): the common
// prefix and suffix of two texts stay, what lies between is removed and inserted. Positions are UTF-16 code units of
// the stored text, as JavaScript strings count them on both sides; no boundary ever falls inside a surrogate pair, so
// neither side can be made to hold half an emoji. The hash names the text a splice applies to (and the one it makes).

export interface Splice {
  /** Where the changed stretch starts, in UTF-16 code units. */
  at: number;
  /** How many code units from `at` go. */
  remove: number;
  /** What takes their place. */
  insert: string;
}

const isHigh = (unit: number): boolean => unit >= 0xd800 && unit <= 0xdbff;
const isLow = (unit: number): boolean => unit >= 0xdc00 && unit <= 0xdfff;

/** Whether a cut at `index` would part a surrogate pair. */
function splitsPair(text: string, index: number): boolean {
  return index > 0 && index < text.length && isHigh(text.charCodeAt(index - 1)) && isLow(text.charCodeAt(index));
}

/** The smallest single splice turning `before` into `after`: common prefix and suffix kept, whole code points only. */
export function diffSplice(before: string, after: string): Splice {
  const shorter = Math.min(before.length, after.length);
  let prefix = 0;
  while (prefix < shorter && before.charCodeAt(prefix) === after.charCodeAt(prefix)) prefix += 1;
  // A shared high surrogate whose low halves differ belongs to the changed stretch.
  if (prefix > 0 && isHigh(before.charCodeAt(prefix - 1))) prefix -= 1;
  let suffix = 0;
  const room = shorter - prefix;
  while (suffix < room && before.charCodeAt(before.length - 1 - suffix) === after.charCodeAt(after.length - 1 - suffix)) suffix += 1;
  // Likewise a shared low surrogate whose high halves differ.
  if (suffix > 0 && isLow(before.charCodeAt(before.length - suffix))) suffix -= 1;
  return { at: prefix, remove: before.length - prefix - suffix, insert: after.slice(prefix, after.length - suffix) };
}

export type SpliceProblem = 'out-of-range' | 'splits-pair';

/** Why `splice` cannot apply to `text`, or null when it can. */
export function spliceProblem(text: string, splice: Splice): SpliceProblem | null {
  const { at, remove } = splice;
  if (!Number.isSafeInteger(at) || !Number.isSafeInteger(remove) || at < 0 || remove < 0 || at + remove > text.length) return 'out-of-range';
  if (splitsPair(text, at) || splitsPair(text, at + remove)) return 'splits-pair';
  // An insert that starts or ends with half a pair would pair up with its neighbour, or leave one alone.
  const { insert } = splice;
  if (insert.length > 0 && (isLow(insert.charCodeAt(0)) || isHigh(insert.charCodeAt(insert.length - 1)))) return 'splits-pair';
  return null;
}

/** `text` with `splice` applied; a RangeError when it cannot apply (spliceProblem). */
export function applySplice(text: string, splice: Splice): string {
  const problem = spliceProblem(text, splice);
  if (problem !== null) throw new RangeError(`splice cannot apply: ${problem}`);
  return text.slice(0, splice.at) + splice.insert + text.slice(splice.at + splice.remove);
}

/** Lowercase hex SHA-256 of the text's UTF-8 bytes (WebCrypto: Node 24 and browsers alike). */
export async function contentHash(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  let hex = '';
  for (const byte of new Uint8Array(digest)) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/** The shape of a content hash on the wire. */
export const CONTENT_HASH_PATTERN = '^[0-9a-f]{64}$';
