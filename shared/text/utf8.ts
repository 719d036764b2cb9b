// A string's size in UTF-8, counted without building the bytes: the client measures notes of up to megabytes
// against the server's limit on every autosave (client/src/data/content-size.ts), and the character counter
// shows it on every keystroke (text-stats/counts.ts).

/** Code points and UTF-8 bytes. A lone surrogate is one code point of 3 bytes, like the U+FFFD sent in its place. */
export function utf8Size(text: string): { codePoints: number; bytes: number } {
  let codePoints = 0;
  let bytes = 0;
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    codePoints += 1;
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit <= 0xdbff && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      i += 1;
    } else bytes += 3;
  }
  return { codePoints, bytes };
}
