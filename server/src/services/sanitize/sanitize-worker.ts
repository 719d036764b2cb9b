// The sanitizer's worker thread (see sanitize-pool.ts; piscina calls the default export once per job): cleans one
// note's HTML and answers with the result or with why it was refused, so large content never runs on the
// server's event loop. Errors cross the thread as plain data: a class would not survive the copy.
import { MarkupTooDeepError } from '../../errors.ts';
import { cleanNoteContent, type CleanContent } from './sanitize.ts';

export type SanitizeReply = { ok: true; clean: CleanContent } | { ok: false; tooDeep: boolean; message: string };

export default function sanitizeInWorker(html: string): SanitizeReply {
  try {
    return { ok: true, clean: cleanNoteContent(html) };
  } catch (error) {
    return { ok: false, tooDeep: error instanceof MarkupTooDeepError, message: error instanceof Error ? error.message : String(error) };
  }
}
