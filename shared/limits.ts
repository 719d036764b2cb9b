// Business constants shared by client and server (docs/design.md §4.3, §9). One place, so both sides agree.
export const MAX_CONTENT_BYTES = 1024 * 1024; // sanitized HTML, UTF-8
export const MAX_BODY_BYTES = 2 * 1024 * 1024;
/**
 * The largest ciphertext (GCM tag included) of an end-to-end encrypted note (shared/envelope.ts). Its plaintext is
 * the JSON `{"title", "content"}`: content up to MAX_CONTENT_BYTES as for any note, plus 4 KiB for the title
 * (200 characters, at most 800 bytes), the JSON around them and the tag. The server cannot see how much of it is
 * escaping, so the client checks its plaintext against this same constant before it encrypts. Base64url makes it
 * ~1.37 MiB on the wire, inside MAX_BODY_BYTES.
 */
export const MAX_ENVELOPE_BYTES = MAX_CONTENT_BYTES + 4 * 1024;
/** Deepest element nesting a note may have; the editor never comes close, and deeper input is refused unparsed. */
export const MAX_NESTING_DEPTH = 256;
export const MAX_TITLE_LENGTH = 200;
export const AUTO_TITLE_LENGTH = 60;
export const CONFIRM_PREVIEW_LENGTH = 140;
export const PASSWORD_MIN_LENGTH = 1;
export const PASSWORD_MAX_LENGTH = 256;
export const PASSWORD_SESSION_SECONDS = 21_600;
export const LOCALE_COOKIE_DAYS = 365;
export const SEARCH_MIN_MATCH_LENGTH = 2;
/** The most note pairs one account claim (POST /api/notes/sync) may carry. */
export const MAX_SYNC_NOTES = 1000;
/**
 * The most notes one POST /api/notes/contents asks for: a new device with a big account fetches its notes' texts a
 * hundred at a time, one request where it made a hundred.
 */
export const MAX_CONTENTS_NOTES = 100;
/**
 * The text one contents answer carries before it stops and names the rest as `later` (always at least one note):
 * a hundred notes of up to 1 MiB each would otherwise be an answer of 100 MiB, held in the server's memory too.
 */
export const MAX_CONTENTS_BYTES = 4 * 1024 * 1024;
export const REPORT_DETAILS_MAX_LENGTH = 2000;

export const EXPIRE_OPTIONS = ['never', '1h', '1d', '1w', '1mo', '1y'] as const;
export type ExpireOption = (typeof EXPIRE_OPTIONS)[number];

export const REPORT_REASONS = ['spam', 'malware', 'phishing', 'illegal', 'harassment', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** Calendar months later, on the same day or the month's last day (Jan 31 + 1 month = Feb 28/29, not Mar 3). */
function addMonthsClamped(from: Date, months: number): Date {
  const at = new Date(from.getTime());
  const day = at.getUTCDate();
  at.setUTCDate(1);
  at.setUTCMonth(at.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 0)).getUTCDate();
  at.setUTCDate(Math.min(day, lastDay));
  return at;
}

/** When a note with this expiry option, created or re-timed at `from`, stops existing; null for never. */
export function expiresAtFor(option: ExpireOption, from: Date): Date | null {
  const at = new Date(from.getTime());
  switch (option) {
    case 'never':
      return null;
    case '1h':
      at.setUTCHours(at.getUTCHours() + 1);
      return at;
    case '1d':
      at.setUTCDate(at.getUTCDate() + 1);
      return at;
    case '1w':
      at.setUTCDate(at.getUTCDate() + 7);
      return at;
    case '1mo':
      return addMonthsClamped(from, 1);
    case '1y':
      return addMonthsClamped(from, 12);
  }
}

// Live notes (docs/design.md §11).
/** Open live streams one client address (IPv4, IPv6 /64) may hold on one instance. */
export const LIVE_STREAMS_PER_CLIENT = 16;
/** Open live streams one instance serves in all; more are 503 server-busy. */
export const LIVE_STREAMS_PER_INSTANCE = 10_000;
/** A stream ends after this long; the client resumes it with Last-Event-ID. */
export const LIVE_STREAM_MAX_MS = 60 * 60 * 1000;
/** A comment line this often keeps proxies and the client's silence timer content. */
export const LIVE_HEARTBEAT_MS = 15_000;
/** Silence after which a client takes its stream for dead and reconnects. */
export const LIVE_SILENCE_MS = 40_000;
/** Unsent bytes a stream may hold before its reader counts as too slow and the stream is closed. */
export const LIVE_MAX_BUFFERED_BYTES = 1024 * 1024;
/** Changes per note each instance keeps for resuming streams. */
export const LIVE_RING_CHANGES = 64;
/** How long an instance keeps the changes of a note nobody here is watching (for a stream that resumes soon). */
export const LIVE_RING_IDLE_MS = 10 * 60 * 1000;
/** Presence uploads one connection may make a second. */
export const LIVE_PRESENCE_PER_SECOND = 10;
/** How often an instance repeats its presence for a note it serves streams of. */
export const LIVE_PRESENCE_REFRESH_MS = 20_000;
/** Presence of another instance not repeated for this long is forgotten. */
export const LIVE_PRESENCE_EXPIRY_MS = 45_000;
/** Caret colours: a palette index 0..LIVE_CARET_COLORS-1 picked from the connection id. */
export const LIVE_CARET_COLORS = 8;
