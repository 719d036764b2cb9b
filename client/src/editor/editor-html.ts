// Pure helpers around the HTML the editor emits: making Quill's "semantic" HTML wrap like normal text, and
// the short plain-text preview of the new-note confirm.
import { CONFIRM_PREVIEW_LENGTH } from '../../../shared/limits.ts';
import { plainTextPreview, truncateGraphemes } from '../../../shared/text/title.ts';

const NBSP = '&nbsp;';
const NBSP_RUN = /(?:&nbsp;)+/g;
const OPENS_LINE = /<(?:p|h[1-6]|li|blockquote|pre|div)\b[^>]*>$|<br\s*\/?>$/i;
const CLOSES_LINE = /^<\/(?:p|h[1-6]|li|blockquote|pre|div)>|^<br\b/i;

/**
 * Quill 2's getSemanticHTML writes every space as &nbsp;, which would stop the shared note from wrapping
 * (and make every reader scroll sideways). A single space becomes a normal space again; longer runs
 * alternate so the spacing the writer typed stays visible. A run at the start or end of a line keeps a
 * non-breaking space there, because a plain space at a line edge would collapse away.
 */
export function normalizeEditorHtml(html: string): string {
  return html.replace(NBSP_RUN, (run: string, offset: number) => {
    const count = run.length / NBSP.length;
    const end = offset + run.length;
    // Bounded look-around keeps this linear on a 1 MiB note with many runs.
    const atStart = offset === 0 || OPENS_LINE.test(html.slice(Math.max(0, offset - 120), offset));
    const atEnd = end === html.length || CLOSES_LINE.test(html.slice(end, end + 16));
    // Beside a plain space, a lone &nbsp; is part of a run this function already alternated.
    const besideSpace = html[offset - 1] === ' ' || html[end] === ' ';
    if (count === 1) return atStart || atEnd || besideSpace ? NBSP : ' ';
    const parts: string[] = [];
    for (let i = 0; i < count; i++) parts.push(i % 2 === 0 ? NBSP : ' ');
    if (atEnd && parts[count - 1] === ' ') parts[count - 1] = NBSP;
    return parts.join('');
  });
}

/** The first CONFIRM_PREVIEW_LENGTH characters (graphemes) of the note's text, lines joined by spaces. */
export function previewText(html: string, length: number = CONFIRM_PREVIEW_LENGTH): string {
  // One character more than shown tells whether anything was cut.
  const longer = plainTextPreview(html, length + 1);
  const shown = truncateGraphemes(longer, length);
  return shown === longer ? shown : `${shown.trimEnd()}…`;
}
