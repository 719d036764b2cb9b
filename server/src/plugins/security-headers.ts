// Security headers on every response (DESIGN §4): a strict CSP whose only inline scripts are the hashed ones
// of the app shell, no Referer (edit ids must never leak through it), nosniff, and noindex on note pages.
import type { FastifyInstance } from 'fastify';

export function contentSecurityPolicy(inlineScriptHashes: readonly string[]): string {
  const scripts = ["'self'", ...inlineScriptHashes.map((hash) => `'${hash}'`)].join(' ');
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    // Quill and the editor set inline style attributes; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const API_CSP = "default-src 'none'; frame-ancestors 'none'";
const PRIVATE_PAGE = /^\/(?:(?:de|es|fr|it|pt|hi)\/)?(?:n|e|share)\//;

export function registerSecurityHeaders(app: FastifyInstance, inlineScriptHashes: readonly string[]): void {
  const csp = contentSecurityPolicy(inlineScriptHashes);
  app.addHook('onSend', async (request, reply) => {
    reply.header('referrer-policy', 'no-referrer');
    reply.header('x-content-type-options', 'nosniff');
    if (request.url.startsWith('/api/')) {
      // JSON is never a document: the usual API policy (nothing loads, nothing frames) instead of the
      // page CSP keeps hot calls small.
      reply.header('content-security-policy', API_CSP);
      reply.header('x-robots-tag', 'noindex');
      return;
    }
    reply.header('content-security-policy', csp);
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=()');
    if (PRIVATE_PAGE.test(request.url)) reply.header('x-robots-tag', 'noindex');
  });
}
