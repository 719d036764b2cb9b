// Sends an answer kept compressed (services/rendered-answers.ts): its Content-Encoding, and Vary so a cache
// between us and the reader never hands brotli to a client that did not ask for it. @fastify/compress sees
// the Content-Encoding and leaves the bytes alone.
import type { FastifyReply } from 'fastify';
import type { EncodedAnswer } from '../services/rendered-answers.ts';

/** Adds `field` to the reply's Vary header, keeping what is there. */
export function addVary(reply: FastifyReply, field: string): FastifyReply {
  const current = reply.getHeader('vary');
  if (current === undefined) return reply.header('vary', field);
  const fields = typeof current === 'string' && current !== '' ? current.split(',').map((part) => part.trim()) : [];
  if (!fields.some((name) => name.toLowerCase() === field.toLowerCase())) fields.push(field);
  return reply.header('vary', fields.join(', '));
}

export function sendEncoded(reply: FastifyReply, { bytes, encoding }: EncodedAnswer): FastifyReply {
  addVary(reply, 'Accept-Encoding');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(bytes);
}
