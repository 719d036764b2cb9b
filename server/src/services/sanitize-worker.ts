// The sanitizer's worker thread (see sanitize-pool.ts): cleans one note's HTML per message and answers with
// the result or with why it was refused, so large content never runs on the server's event loop.
import { parentPort } from 'node:worker_threads';
import { MarkupTooDeepError } from '../errors.ts';
import { cleanNoteContent, type CleanContent } from './sanitize.ts';

export type SanitizeReply = { ok: true; clean: CleanContent } | { ok: false; tooDeep: boolean; message: string };

parentPort?.on('message', (html: string) => {
  let reply: SanitizeReply;
  try {
    reply = { ok: true, clean: cleanNoteContent(html) };
  } catch (error) {
    reply = { ok: false, tooDeep: error instanceof MarkupTooDeepError, message: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(reply);
});
