// A note's HTML as readers see it. Its typography (note-content.css) is in the main stylesheet.
// The server sanitizes every note (DESIGN §4); HTML from anywhere else — a fetch, this device's database, a
// conflict's other side — is sanitized once more in the browser (sanitize.ts) against a stale or tampered
// copy. DOMPurify is a third of the read-only page's own JavaScript, so it loads only when such HTML is
// shown: a shared note opened by its link shows what the server painted into the page, as painted.
import { useEffect, useMemo, useState } from 'react';
import { isServerPaintedContent } from '../../platform/initial-data.ts';

type Sanitize = (html: string) => string;
let sanitize: Sanitize | null = null;
let loading: Promise<unknown> | null = null;
const loadSanitizer = () =>
  (loading ??= import('./sanitize.ts').then((module) => {
    sanitize = module.sanitizeNoteHtml;
  }));

export function NoteContent({ html, className = '' }: { html: string; className?: string }) {
  const trusted = isServerPaintedContent(html);
  const [sanitizer, setSanitizer] = useState<Sanitize | null>(() => sanitize);
  useEffect(() => {
    if (sanitizer || trusted) return;
    let live = true;
    void loadSanitizer().then(() => {
      if (live) setSanitizer(() => sanitize);
    });
    return () => {
      live = false;
    };
  }, [sanitizer, trusted]);
  // Until the sanitizer is there, untrusted HTML is not shown at all.
  const safe = useMemo(() => (sanitizer ? sanitizer(html) : trusted ? html : ''), [html, trusted, sanitizer]);
  return <div className={`note-content ${className}`.trim()} dangerouslySetInnerHTML={{ __html: safe }} />;
}
