// Finds URLs and e-mail addresses in text: each one is a single word for the word counter, and every URL
// costs a fixed 23 characters in an X post. Detection follows what X (twitter-text) links: addresses with
// http(s)://, addresses starting with www., and bare domains such as example.com when the ending is a
// well-known top-level domain (a short first label like "ab.de" needs a path, as on X).
import { isSpaceCode } from './whitespace.ts';

export type LinkKind = 'url' | 'email';

export interface LinkSpan {
  kind: LinkKind;
  /** UTF-16 offsets into the searched text, end exclusive. */
  start: number;
  end: number;
}

// Common generic and country endings; a full IANA list would turn file names such as "notes.py" into links.
const TLDS =
  'com|org|net|edu|gov|mil|int|info|biz|io|dev|app|ai|co|me|tv|xyz|online|site|blog|shop|news|store|tech|' +
  'de|es|fr|it|pt|in|uk|us|eu|ca|au|ch|at|nl|be|br|mx|ar|jp|cn|ru|pl|se|no|dk|fi|ie|nz|za|kr';
const L = String.raw`\p{L}\p{N}`;
// A link may not continue a word, number, handle or path, so "foo@bar.com" is not the URL "bar.com".
const NOT_AFTER = String.raw`(?<![${L}@＠$#._/-])`;
const LABEL = String.raw`[${L}](?:[${L}-]{0,61}[${L}])?`;
const TAIL = String.raw`[^\s<>"]*`;

const LINK_RE = new RegExp(
  [
    String.raw`(?<email>(?<![${L}._%+-])[${L}._%+-]+@(?:${LABEL}\.)+\p{L}{2,})`,
    String.raw`(?<scheme>(?<![${L}])https?://[${L}]${TAIL})`,
    String.raw`(?<www>${NOT_AFTER}www\.[${L}]${TAIL})`,
    String.raw`(?<bare>${NOT_AFTER}(?:${LABEL}\.)+(?:${TLDS})(?![${L}_-])(?:[/?#]${TAIL})?)`,
  ].join('|'),
  'giu',
);

const TRAILING = new Set(['.', ',', ';', ':', '!', '?', "'", '"', '’', '”', '»', ')', ']', '}']);
const OPENER: Record<string, string> = { ')': '(', ']': '[', '}': '{' };
const SHORT_BARE_DOMAIN = /^[\p{L}\p{N}]{1,2}\.[a-z]{2}$/iu;

/**
 * Trailing punctuation belongs to the sentence, not the link ("see example.com."), except a closing
 * bracket that closes one opened inside the link (Wikipedia-style "Foo_(bar)").
 */
function trimTrailing(link: string): string {
  let end = link.length;
  for (let last = link[end - 1]; last !== undefined && TRAILING.has(last); last = link[end - 1]) {
    const open = OPENER[last];
    if (open !== undefined && occurrences(link, open, end) > occurrences(link, last, end - 1)) break;
    end -= 1;
  }
  return link.slice(0, end);
}

function occurrences(text: string, char: string, end: number): number {
  let n = 0;
  for (let i = text.indexOf(char); i !== -1 && i < end; i = text.indexOf(char, i + 1)) n += 1;
  return n;
}

/** All links in `text`, in order, non-overlapping. */
export function findLinks(text: string): LinkSpan[] {
  // Every link holds a dot and no white space, so only the white-space-delimited chunks around dots are
  // searched: scanning a whole megabyte of prose with the pattern costs several times more.
  const spans: LinkSpan[] = [];
  let from = 0;
  for (let dot = text.indexOf('.'); dot !== -1; dot = text.indexOf('.', from)) {
    let start = dot;
    while (start > from && !isSpaceCode(text.charCodeAt(start - 1))) start -= 1;
    let end = dot + 1;
    while (end < text.length && !isSpaceCode(text.charCodeAt(end))) end += 1;
    collectLinks(text.slice(start, end), start, spans);
    from = end;
  }
  return spans;
}

function collectLinks(chunk: string, offset: number, spans: LinkSpan[]): void {
  for (const match of chunk.matchAll(LINK_RE)) {
    const groups = match.groups ?? {};
    const kind: LinkKind = groups['email'] ? 'email' : 'url';
    const link = kind === 'email' ? match[0] : trimTrailing(match[0]);
    if (groups['bare'] && SHORT_BARE_DOMAIN.test(link) && link.toLowerCase() !== 't.co') continue;
    spans.push({ kind, start: offset + match.index, end: offset + match.index + link.length });
  }
}
