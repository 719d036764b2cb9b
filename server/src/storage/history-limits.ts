// The bounds on a note's history (docs/design.md §2.1 and §8, docs/decisions.md "Note history: bounded cost and
// size"), in one place: how far a read may have to decode, and how much of one note's past is kept at most. Both
// adapters apply them in the same atomic step as the write that keeps a version, and again when retention thins a note.
const MIB = 1024 * 1024;

/**
 * Every version whose number is a multiple of this is kept as a keyframe (its whole content); the others as a delta
 * against the next newer kept version. Bounds a read's chain by count: at most KEYFRAME_EVERY - 1 deltas.
 */
export const KEYFRAME_EVERY = 32;

/**
 * A version is also kept as a keyframe when the deltas above the newest keyframe would otherwise hold more than this
 * many bytes of content. Each step of a read builds the whole text of a version (and inflates its delta), so the
 * content bytes of a chain are what a read costs: with this bound, reading any version decodes at most 2 MiB of
 * deltas plus one keyframe (≤ ~1.4 MB, an envelope of MAX_ENVELOPE_BYTES of ciphertext) — about 10 ms on a 2-core machine, where a
 * chain of 31 whole-note deltas of a 1 MiB encrypted note took 0.15–0.9 s. An encrypted note's versions share almost
 * nothing (fresh IV, ciphertext), so each of its deltas is as large as a keyframe anyway: for large encrypted notes
 * nearly every version is a keyframe, at no cost in bytes. A large plaintext note pays with a keyframe every two or
 * three versions instead of every 32 (its deltas are a few bytes); ordinary notes (up to ~64 KB) are untouched.
 */
export const KEYFRAME_BYTES = 2 * MIB;

/** The most one note's history may hold; beyond it, the oldest versions go, in the write that went over. */
export interface HistoryLimits {
  /** Kept older versions (the current version is the note itself and not counted). */
  maxVersions: number;
  /** Stored bytes of the kept versions: each one's stored content (deflated keyframe or delta) plus its title. */
  maxBytes: number;
}

/** What a contract test may ask of a fresh store beyond the defaults (each adapter's factory takes the same). */
export interface StoreOptions {
  history?: HistoryLimits;
}

export const HISTORY_LIMITS: HistoryLimits = {
  /**
   * Typing without pause sends about one autosave a second; 10,000 versions keep hours of it besides the hourly and
   * daily versions of older days, and bound what retention reads of one note in one step (~10 ms).
   */
  maxVersions: 10_000,
  /**
   * Room for ~7 versions of the largest encrypted note (each ~1.05 MiB stored: incompressible ciphertext in base64,
   * deflated), ~50 of a 1 MiB plaintext note, and thousands of autosaves of an ordinary note (~230 bytes each). Far
   * above what a note's history takes in ordinary use, and small beside the note itself at most (1.4 MB): one note
   * can no longer grow the database without bound, whatever its editor sends (38 MiB after 33 updates before).
   */
  maxBytes: 8 * MIB,
};

/** A kept version as bounding its runs sees it: its number, its form and its content's bytes. */
export interface KeptStamp {
  version: number;
  keyframe: boolean;
  size: number;
}

/**
 * Which kept deltas (`kept`, newest first) must be rewritten as keyframes so that no run of deltas between two
 * keyframes (or below the current content) holds more than KEYFRAME_BYTES of content, newest first, so each decode
 * walks a chain already within the bound; and the run above the newest keyframe, as the note's row keeps it.
 */
export function keyframesToBoundRuns(kept: readonly KeptStamp[]): { keyframes: number[]; run: number } {
  const keyframes: number[] = [];
  let run = 0;
  let top: number | null = null;
  for (const { version, keyframe, size } of kept) {
    if (!keyframe && run + size <= KEYFRAME_BYTES) {
      run += size;
      continue;
    }
    if (!keyframe) keyframes.push(version);
    top ??= run;
    run = 0;
  }
  return { keyframes, run: top ?? run };
}
