// Note capabilities (docs/design.md §3): a public 12-char share id and a secret 32-char edit id, both
// [0-9A-Za-z]. The edit id is random; the share id is derived from it (shareIdFor), so only the holder of an edit
// id can make the note its share id names. Characters come by rejection sampling, so each is uniformly likely.
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

export const SHARE_ID_LENGTH = 12;
export const EDIT_ID_LENGTH = 32;

export const SHARE_ID_PATTERN = `^[0-9A-Za-z]{${SHARE_ID_LENGTH}}$`;
export const EDIT_ID_PATTERN = `^[0-9A-Za-z]{${EDIT_ID_LENGTH}}$`;

const shareIdRegex = new RegExp(SHARE_ID_PATTERN);
const editIdRegex = new RegExp(EDIT_ID_PATTERN);

export function isShareId(value: unknown): value is string {
  return typeof value === 'string' && shareIdRegex.test(value);
}

export function isEditId(value: unknown): value is string {
  return typeof value === 'string' && editIdRegex.test(value);
}

// Random bytes are drawn 4 KiB at a time (as Node's randomUUID does): one call to the system's generator
// serves about a hundred ids instead of one. Every byte is used once.
const POOL_BYTES = 4096;
let pool = new Uint8Array(0);
let taken = 0;

function randomByte(): number {
  if (taken === pool.length) {
    pool = crypto.getRandomValues(new Uint8Array(POOL_BYTES));
    taken = 0;
  }
  return pool[taken++]!;
}

/** 248 is the largest multiple of 62 below 256: bytes at or above it are discarded to avoid bias. */
const UNBIASED_BELOW = 248;

function randomId(length: number): string {
  let out = '';
  while (out.length < length) {
    const byte = randomByte();
    if (byte < UNBIASED_BELOW) out += ALPHABET[byte % ALPHABET.length];
  }
  return out;
}

/**
 * A random share id. Only for ids that name no note of their own (tests probing unknown ids): a note's share id is
 * always shareIdFor(its edit id), and the server refuses any other on create.
 */
export function newShareId(): string {
  return randomId(SHARE_ID_LENGTH);
}

export function newEditId(): string {
  return randomId(EDIT_ID_LENGTH);
}

/** Appends to `id` the characters `bytes` give by the same rejection sampling as random ids, up to a share id's length. */
function sampleShareId(id: string, bytes: Uint8Array): string {
  let out = id;
  for (const byte of bytes) {
    if (out.length === SHARE_ID_LENGTH) break;
    if (byte < UNBIASED_BELOW) out += ALPHABET[byte % ALPHABET.length];
  }
  return out;
}

const editIdBytes = (editId: string): Uint8Array => new TextEncoder().encode(editId);

/**
 * The share id of a note with this edit id (docs/design.md §3): 12 characters drawn from SHA-256(edit id) by
 * rejection sampling, as random ids are (bytes of 248 and above are skipped, the others taken mod 62), so every
 * character is exactly uniform and the share id tells nothing about the edit id. A digest gives its 12 characters
 * unless more than 20 of its 32 bytes are 248 or above (about 1 in 10^23); then the digest's own SHA-256 goes on.
 * `sha256` is the platform's: node:crypto on the server, WebCrypto in the browser (shareIdForAsync).
 */
export function shareIdFor(editId: string, sha256: (bytes: Uint8Array) => Uint8Array): string {
  let digest = sha256(editIdBytes(editId));
  let id = sampleShareId('', digest);
  while (id.length < SHARE_ID_LENGTH) {
    digest = sha256(digest);
    id = sampleShareId(id, digest);
  }
  return id;
}

/** shareIdFor with an asynchronous SHA-256 (WebCrypto's `crypto.subtle.digest`). */
export async function shareIdForAsync(editId: string, sha256: (bytes: Uint8Array) => Promise<Uint8Array>): Promise<string> {
  let digest = await sha256(editIdBytes(editId));
  let id = sampleShareId('', digest);
  while (id.length < SHARE_ID_LENGTH) {
    digest = await sha256(digest);
    id = sampleShareId(id, digest);
  }
  return id;
}
