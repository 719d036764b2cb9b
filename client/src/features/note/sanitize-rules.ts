// The client's reading of the shared HTML allowlist (shared/sanitize-policy.ts), as pure per-attribute
// decisions so they can be tested without a DOM. sanitize.ts plugs them into DOMPurify.
import { SANITIZE_POLICY } from '../../../../shared/sanitize-policy.ts';

const ATTRIBUTES = SANITIZE_POLICY.allowedAttributes;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/** Every attribute name some tag may carry (DOMPurify's first, coarse filter). */
export const ALL_ALLOWED_ATTRIBUTES: string[] = [...new Set(Object.values(ATTRIBUTES).flat())];

function allowedOn(tag: string, name: string): boolean {
  return (ATTRIBUTES['*'] ?? []).includes(name) || (ATTRIBUTES[tag] ?? []).includes(name);
}

/** Links keep http(s), mailto and tel; relative links stay; javascript:, data: and the rest go. */
export function isAllowedHref(value: string): boolean {
  // Browsers ignore control characters and spaces inside a scheme ("jav\tascript:"), so strip them first.
  const compact = value.replace(/[\u0000-\u0020\u007f]+/g, '');
  const scheme = SCHEME.exec(compact)?.[1]?.toLowerCase();
  return scheme === undefined || (SANITIZE_POLICY.allowedSchemes as readonly string[]).includes(scheme);
}

function keepClasses(value: string): string {
  return value
    .split(/\s+/)
    .filter((token) => SANITIZE_POLICY.allowedClassPattern.test(token))
    .join(' ');
}

function keepColourStyles(value: string): string {
  const kept: string[] = [];
  for (const declaration of value.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const colour = declaration.slice(colon + 1).trim();
    if (
      (SANITIZE_POLICY.allowedStyleProperties as readonly string[]).includes(property) &&
      SANITIZE_POLICY.colorValuePattern.test(colour)
    ) {
      kept.push(`${property}: ${colour}`);
    }
  }
  return kept.join('; ');
}

/**
 * What attribute `name` of a `tag` element may keep: the (possibly trimmed) value, or null to drop it.
 * `tag` is lower case.
 */
export function cleanAttribute(tag: string, name: string, value: string): string | null {
  if (!allowedOn(tag, name)) return null;
  let kept: string | null = value;
  switch (name) {
    case 'class':
      kept = keepClasses(value);
      break;
    case 'style':
      kept = keepColourStyles(value);
      break;
    case 'href':
      kept = isAllowedHref(value) ? value : null;
      break;
    case 'src':
      kept = SANITIZE_POLICY.dataImagePattern.test(value) ? value : null;
      break;
    case 'target':
      kept = value === '_blank' ? value : null;
      break;
    case 'data-list':
      kept = (SANITIZE_POLICY.dataListValues as readonly string[]).includes(value) ? value : null;
      break;
    case 'spellcheck':
      kept = value === 'true' || value === 'false' ? value : null;
      break;
    case 'width':
    case 'height':
      kept = /^\d{1,5}$/.test(value) ? value : null;
      break;
  }
  return kept === '' ? null : kept;
}
