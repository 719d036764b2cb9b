// Log redaction: anything shaped like an edit id (32 id characters) in a URL is replaced before logging.
// Percent-escapes are decoded first (as the router does, and again, for double encoding), so writing one
// character of an edit id as %41 cannot smuggle it past; the log shows the decoded, redacted form.
const EDIT_ID_LIKE = /[0-9A-Za-z]{32,}/g;
const ASCII_ESCAPE = /%([0-7][0-9A-Fa-f])/g;
const DECODE_ROUNDS = 3;

/** Decodes escapes of ASCII characters only: ids are ASCII, and a multi-byte sequence can never spell one. */
function decodeAscii(url: string): string {
  let decoded = url;
  for (let round = 0; round < DECODE_ROUNDS; round += 1) {
    const next = decoded.replace(ASCII_ESCAPE, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    if (next === decoded) break;
    decoded = next;
  }
  return decoded;
}

export function redactUrl(url: string): string {
  return decodeAscii(url).replace(EDIT_ID_LIKE, '[redacted]');
}
