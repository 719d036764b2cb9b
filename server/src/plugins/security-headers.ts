// Security headers on every response (docs/design.md §4.7): a strict CSP whose only inline scripts are the hashed ones
// of the app shell, no Referer (edit ids must never leak through it), nosniff, noindex on note pages, and HSTS
// when the public origin is https.
import type { FastifyInstance } from 'fastify';

/** `connectOrigins`: other origins the page may send to (the analytics collector, when configured). */
export function contentSecurityPolicy(inlineScriptHashes: readonly string[], connectOrigins: readonly string[] = []): string {
  const scripts = ["'self'", ...inlineScriptHashes.map((hash) => `'${hash}'`)].join(' ');
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    // Quill and the editor set inline style attributes; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    ["connect-src 'self'", ...connectOrigins].join(' '),
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const PRIVATE_PAGE = /^\/(?:(?:de|es|fr|it|pt|hi)\/)?(?:n|e|share)\//;
const COMMON = { 'referrer-policy': 'no-referrer', 'x-content-type-options': 'nosniff' } as const;

/**
 * Headers of every JSON answer. JSON is never a document: the usual API policy (nothing loads, nothing
 * frames) instead of the page CSP keeps hot calls small. Also used for answers written before any route runs.
 */
export const API_HEADERS: Readonly<Record<string, string>> = {
  ...COMMON,
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-robots-tag': 'noindex',
};

/** A year of HTTPS-only: only when the public origin is https (never includeSubDomains: other hosts are not ours). */
const HSTS = { 'strict-transport-security': 'max-age=31536000' } as const;

export function registerSecurityHeaders(
  app: FastifyInstance,
  inlineScriptHashes: readonly string[],
  { https, connectOrigins = [] }: { https: boolean; connectOrigins?: readonly string[] },
): void {
  const transport = https ? HSTS : {};
  const api = { ...API_HEADERS, ...transport };
  const page = {
    ...COMMON,
    ...transport,
    'content-security-policy': contentSecurityPolicy(inlineScriptHashes, connectOrigins),
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  };
  const privatePage = { ...page, 'x-robots-tag': 'noindex' };
  // Set when the request arrives (a synchronous hook, no promise per request), so every answer has them,
  // errors included.
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    reply.headers(url.startsWith('/api/') ? api : PRIVATE_PAGE.test(url) ? privatePage : page);
    done();
  });
}
