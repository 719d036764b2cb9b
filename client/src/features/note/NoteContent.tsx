// A note's HTML as readers see it: sanitized again in the browser (sanitize.ts), then rendered. Its typography
// (note-content.css) is in the main stylesheet.
import { useMemo } from 'react';
import { sanitizeNoteHtml } from './sanitize.ts';

export function NoteContent({ html, className = '' }: { html: string; className?: string }) {
  const safe = useMemo(() => sanitizeNoteHtml(html), [html]);
  return <div className={`note-content ${className}`.trim()} dangerouslySetInnerHTML={{ __html: safe }} />;
}
