// Note capabilities (docs/design.md §3): a public 12-char share id and a secret 32-char edit id, both
// [0-9A-Za-z]. Generated with rejection sampling so every character is uniformly likely.
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

function randomId(length: number): string {
  // 248 is the largest multiple of 62 below 256: bytes at or above it are discarded to avoid bias.
  const limit = 248;
  let out = '';
  while (out.length < length) {
    const byte = randomByte();
    if (byte < limit) out += ALPHABET[byte % ALPHABET.length];
  }
  return out;
}

export function newShareId(): string {
  return randomId(SHARE_ID_LENGTH);
}

export function newEditId(): string {
  return randomId(EDIT_ID_LENGTH);
}
