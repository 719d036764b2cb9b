// The built client's index.html, split once at start into the pieces page rendering fills in, the CSP
// hashes of its inline scripts, and the prerendered pages (shared/prerendered.ts). Without a build
// (API-only tests) a minimal shell stands in and pages have no prerendered body.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { PRERENDERED_FILE, type PrerenderedPages } from '../../../shared/prerendered.ts';

export interface PageShell {
  /** Whether a real client build was found (static assets exist). */
  built: boolean;
  clientDir: string;
  html: string;
  scriptHashes: string[];
  /** Every page's app shell painted by React at build time; empty without a build. */
  prerendered: PrerenderedPages;
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
  const prerendered = built ? await loadPrerendered(clientDir, log) : {};
  return { built, clientDir, html, scriptHashes: inlineScriptHashes(html), prerendered };
}

async function loadPrerendered(clientDir: string, log: FastifyBaseLogger): Promise<PrerenderedPages> {
  try {
    return JSON.parse(await readFile(join(clientDir, PRERENDERED_FILE), 'utf8')) as PrerenderedPages;
  } catch {
    log.warn({ clientDir }, 'no prerendered pages found; pages are painted by JavaScript only (run `npm run build`)');
    return {};
  }
}

/**
 * Names this build's pages (shell, prerendered pages, product name): part of every page ETag, so a deploy
 * never answers 304 for a page the browser holds from the previous build.
 */
export function shellBuildId(shell: PageShell, appName: string): string {
  return createHash('sha256').update(shell.html).update(JSON.stringify(shell.prerendered)).update(appName).digest('base64url').slice(0, 10);
}
