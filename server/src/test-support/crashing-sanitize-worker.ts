// A stand-in sanitizer worker for sanitize-pool tests: dies on input containing "crash", otherwise answers
// the input unchanged (titled "echo"), so a test can see a crashed worker replaced without killing a real one from outside.
import type { SanitizeReply } from '../services/sanitize/sanitize-worker.ts';

export default function crashOrEcho(html: string): SanitizeReply {
  if (html.includes('crash')) process.exit(3);
  return { ok: true, clean: { html, autoTitle: 'echo' } };
}
