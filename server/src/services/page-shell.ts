// The built client's index.html, split once at start into the pieces page rendering fills in, plus the
// CSP hashes of its inline scripts. Without a build (API-only tests) a minimal shell stands in.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

export interface PageShell {
  /** Whether a real client build was found (static assets exist). */
  built: boolean;
  clientDir: string;
  html: string;
  scriptHashes: string[];
}

const FALLBACK = `<!doctype html>
<html lang="en" dir="ltr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><!--app-head--></head>
<body><div id="root"><!--app-body--></div><!--app-data--></body>
</html>`;

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g;

export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    (match) => `sha256-${createHash('sha256').update(match[1] ?? '').digest('base64')}`,
  );
}

export async function loadShell(clientDir: string, log: FastifyBaseLogger): Promise<PageShell> {
  let html: string;
  let built = true;
  try {
    html = await readFile(join(clientDir, 'index.html'), 'utf8');
  } catch {
    log.warn({ clientDir }, 'no client build found; pages use a minimal shell (run `npm run build`)');
    html = FALLBACK;
    built = false;
  }
  return { built, clientDir, html, scriptHashes: inlineScriptHashes(html) };
}
