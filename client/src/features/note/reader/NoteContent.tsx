// A note's HTML as readers see it. Its typography (note-content.css) is in the main stylesheet.
// The server sanitizes every note (docs/design.md §4.3, §6.8); HTML from anywhere else — a fetch, this device's database, a
// conflict's other side — is sanitized once more in the browser (sanitize.ts) against a stale or tampered
// copy. DOMPurify is a third of the read-only page's own JavaScript, so it loads only when such HTML is
// shown: a shared note opened by its link shows what the server painted into the page, as painted.
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { isServerPaintedContent } from '../../../platform/initial-data.ts';
import { adoptEarlyEdit } from '../../../before-start/early-edit.ts';

type Sanitize = (html: string) => string;
let sanitize: Sanitize | null = null;
let loading: Promise<unknown> | null = null;
const loadSanitizer = () =>
  (loading ??= import('../sanitize.ts').then((module) => {
    sanitize = module.sanitizeNoteHtml;
  }));

/** Loads the sanitizer ahead of HTML that will need it (a live change): the page then never blanks in between. */
export function preloadSanitizer(): Promise<unknown> {
  return loadSanitizer();
}

export interface NoteContentProps {
  html: string;
  className?: string;
  /** The note shown, when it is the page's own: its writer may have started typing into it (early-edit.ts). */
  shareId?: string;
}

export function NoteContent({ html, className = '', shareId }: NoteContentProps) {
  const trusted = isServerPaintedContent(html);
  const element = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (shareId && trusted && element.current) adoptEarlyEdit(shareId, element.current);
  }, [shareId, trusted]);
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
  // The sanitizer loaded since this view was made (preloadSanitizer) serves at once.
  const safe = useMemo(() => {
    const clean = sanitizer ?? sanitize;
    return clean ? clean(html) : trusted ? html : '';
  }, [html, trusted, sanitizer]);
  return <div ref={element} className={`note-content ${className}`.trim()} dangerouslySetInnerHTML={{ __html: safe }} />;
}
