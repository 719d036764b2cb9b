// A stand-in sanitizer worker for sanitize-pool tests: dies on input containing "crash", otherwise answers
// the input unchanged (titled "echo"), so a test can see a crashed worker replaced without killing a real one from outside.
import { parentPort } from 'node:worker_threads';

parentPort?.on('message', (html: string) => {
  if (html.includes('crash')) process.exit(3);
  parentPort?.postMessage({ ok: true, clean: { html, autoTitle: 'echo' } });
});
