// Server-side HTML sanitizing (docs/design.md §4.3) with sanitize-html, configured from the shared allowlist.
// Applied on every write; a fixed point, so re-sanitizing stored content never changes a byte (the base of a
// three-way merge, docs/design.md §6.4, depends on it). Nesting is bounded
// while parsing, because the parser's element stack costs time proportional to its depth on every tag.
import sanitizeHtml from 'sanitize-html';
import { MAX_NESTING_DEPTH } from '../../../../shared/limits.ts';
import { MarkupTooDeepError } from '../../errors.ts';
import { SANITIZE_POLICY as P } from '../../../../shared/sanitize-policy.ts';
import { decodeEntities, deriveTitle, withoutInvisibles } from '../../../../shared/text/title.ts';
import { sanitizePlainMarkup } from './sanitize-fast-path.ts';
import { asBrowserTree, nestsAsBrowsersRead } from './sanitize-nesting.ts';

const colour = [P.colorValuePattern];

const options: sanitizeHtml.IOptions = {
  allowedTags: [...P.allowedTags],
  allowedAttributes: {
    ...P.allowedAttributes,
    li: [{ name: 'data-list', multiple: false, values: [...P.dataListValues] }],
  },
  allowedClasses: { '*': [P.allowedClassPattern] },
  allowedStyles: { '*': Object.fromEntries(P.allowedStyleProperties.map((name) => [name, colour])) },
  allowedSchemes: [...P.allowedSchemes],
  allowedSchemesByTag: { img: ['data'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Code containers go with their content: browsers never show it as text either (raw text elements), so an
  // unclosed one swallowing the rest matches what a browser would do. Every other element not allowed
  // (noscript, math, svg, object, template, textarea, unknown ones…) is unwrapped: its content is sanitized
  // like the rest, and an unclosed one cannot take the text after it along.
  nonTextTags: ['script', 'style', 'iframe'],
  transformTags: {
    a: (tagName, attribs) => {
      const next: sanitizeHtml.Attributes = { ...attribs, rel: P.linkRel };
      if (attribs.target !== undefined) next.target = '_blank';
      return { tagName, attribs: next };
    },
  },
  exclusiveFilter: (frame) => {
    if (frame.tag === 'img') return !P.dataImagePattern.test(frame.attribs.src ?? '');
    return false;
  },
};

/**
 * Counts open elements as the parser itself sees them (implied closes, void and foreign elements included),
 * so no crafted markup can look shallower to this count than to the parser, and stops at the first element
 * past the limit. The parser's stack never grows beyond MAX_NESTING_DEPTH + 1, which keeps every tag's cost
 * bounded and the whole pass linear in the input.
 */
function depthGuard(): Pick<sanitizeHtml.IOptions, 'onOpenTag' | 'onCloseTag'> {
  let depth = 0;
  return {
    onOpenTag: () => {
      depth += 1;
      if (depth > MAX_NESTING_DEPTH) throw new MarkupTooDeepError();
    },
    onCloseTag: () => {
      depth -= 1;
    },
  };
}

// Both stores write strings as UTF-8, which turns a lone surrogate into U+FFFD. Doing that here first makes
// the sanitized text exactly what is stored, so a replayed write compares equal and stays a no-op.
export function sanitizeContent(html: string): string {
  const wellFormed = html.toWellFormed();
  return sanitizePlainMarkup(wellFormed) ?? sanitizeFully(wellFormed);
}

function allowlisted(wellFormed: string): string {
  return sanitizeHtml(wellFormed, { ...options, ...depthGuard() });
}

// The allowlist first, then the nesting a browser gives that markup (sanitize-nesting.ts), parsed again only
// when a scan cannot tell it is already so.
function sanitizeFully(wellFormed: string): string {
  const allowed = allowlisted(wellFormed);
  return nestsAsBrowsersRead(allowed) ? allowed : asBrowserTree(allowed);
}

/** sanitize-html's step alone, before the nesting is made a browser's (for testing that step's shortcut). */
export function sanitizeAllowlistOnly(html: string): string {
  return allowlisted(html.toWellFormed());
}

/** The full sanitizer alone, without the fast path (for comparing the two). */
export function sanitizeContentFully(html: string): string {
  return sanitizeFully(html.toWellFormed());
}

/** A note's content as stored, and the title it gives the note until the note is renamed. */
export interface CleanContent {
  html: string;
  autoTitle: string;
}

/** Everything a write computes from submitted content, in one place so a worker thread can do all of it. */
export function cleanNoteContent(html: string): CleanContent {
  const clean = sanitizeContent(html);
  return { html: clean, autoTitle: deriveTitle(clean) };
}

/** Titles are plain text: tags, control and invisible characters go, whitespace collapses. */
export function sanitizeTitle(title: string): string {
  const text = sanitizeHtml(title.toWellFormed(), { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: 'discard' });
  return withoutInvisibles(decodeEntities(text))
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
