// Sends an answer kept compressed (rendered-answers.ts): its Content-Encoding, and Vary so a cache
// between us and the reader never hands brotli to a client that did not ask for it. @fastify/compress sees
// the Content-Encoding and leaves the bytes alone.
import type { FastifyReply } from 'fastify';
import type { EncodedAnswer } from './rendered-answers.ts';

/** `vary`: the whole Vary header of the answer (the caller knows what else it depends on), Accept-Encoding in it. */
export function sendEncoded(reply: FastifyReply, { bytes, encoding }: EncodedAnswer, vary = 'Accept-Encoding'): FastifyReply {
  reply.header('vary', vary);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(bytes);
}
