// Sanitizes note HTML once more in the browser before it is rendered (docs/design.md §6.8: the server already did;
// this guards against a stale or tampered copy). DOMPurify does the parsing; the allowlist decisions come
// from sanitize-rules.ts, i.e. from the same shared policy the server enforces. A private DOMPurify
// instance keeps these hooks away from any other user of the library.
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { SANITIZE_POLICY } from '../../../../shared/sanitize-policy.ts';
import { ALL_ALLOWED_ATTRIBUTES, cleanAttribute } from './sanitize-rules.ts';

let instance: Purifier | null = null;

function purifier(): Purifier {
  if (instance) return instance;
  const purify = DOMPurify(window);
  purify.addHook('uponSanitizeAttribute', (node, event) => {
    const kept = cleanAttribute(node.nodeName.toLowerCase(), event.attrName, event.attrValue);
    if (kept === null) event.keepAttr = false;
    else event.attrValue = kept;
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A' && node instanceof Element && node.hasAttribute('href')) {
      node.setAttribute('rel', SANITIZE_POLICY.linkRel);
    }
  });
  instance = purify;
  return purify;
}

export function sanitizeNoteHtml(html: string): string {
  return purifier().sanitize(html, {
    ALLOWED_TAGS: [...SANITIZE_POLICY.allowedTags],
    ALLOWED_ATTR: ALL_ALLOWED_ATTRIBUTES,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    // Schemes are judged by cleanAttribute; this only has to let those through DOMPurify's own check.
    ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  });
}
