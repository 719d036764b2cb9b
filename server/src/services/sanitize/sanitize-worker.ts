// The sanitizer's worker thread (see sanitize-pool.ts; piscina calls the default export once per job): cleans one
// note's HTML and answers with the result or with why it was refused, so large content never runs on the
// server's event loop. Errors cross the thread as plain data: a class would not survive the copy.
import { htmlToMarkdown } from '../../../../shared/markdown/html-to-markdown.ts';
import { markdownToHtml } from '../../../../shared/markdown/markdown-to-html.ts';
import { MarkupTooDeepError } from '../../errors.ts';
import { cleanNoteContent, type CleanContent } from './sanitize.ts';

export type SanitizeReply = { ok: true; clean: CleanContent } | { ok: false; tooDeep: boolean; message: string };

function refused(error: unknown): SanitizeReply & { ok: false } {
  return { ok: false, tooDeep: error instanceof MarkupTooDeepError, message: error instanceof Error ? error.message : String(error) };
}

export default function sanitizeInWorker(html: string): SanitizeReply {
  try {
    return { ok: true, clean: cleanNoteContent(html) };
  } catch (error) {
    return refused(error);
  }
}

/** Markdown written into a note (the script API): converted and cleaned in one job. */
export function cleanMarkdownInWorker(markdown: string): SanitizeReply {
  try {
    return { ok: true, clean: cleanNoteContent(markdownToHtml(markdown)) };
  } catch (error) {
    return refused(error);
  }
}

/** A stored note's HTML (sanitized already) as Markdown (the raw view). */
export function markdownInWorker(html: string): string {
  return htmlToMarkdown(html);
}
