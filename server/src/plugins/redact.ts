// Log redaction: anything shaped like an edit id (32 id characters) in a URL is replaced before logging.
const EDIT_ID_LIKE = /[0-9A-Za-z]{32,}/g;

export function redactUrl(url: string): string {
  return url.replace(EDIT_ID_LIKE, '[redacted]');
}
