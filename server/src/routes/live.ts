// Live notes over HTTP (docs/design.md §11): GET /api/notes/{shareId}/live, a server-sent event stream read with
// fetch (its secrets travel in headers, never the URL), and POST /api/notes/{shareId}/presence, an editor's caret.
// The stream is a plain streamed answer: the security headers apply as to any API answer, compression is off for it
// (a compressor would hold events back), its socket has no idle timeout (the heartbeat keeps it busy), and it closes
// its connection when it ends, so a shutdown leaves no idle keep-alive behind.
import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { isEditId } from '../../../shared/ids.ts';
import { LIVE_HEADERS, PresenceRequest } from '../../../shared/wire/live.ts';
import { ShareIdParams } from '../../../shared/wire/notes.ts';
import { WrongEditIdError } from '../errors.ts';
import type { RateLimits } from '../plugins/rate-limits.ts';
import { clientKey } from '../services/access/client-key.ts';
import type { LiveHub, LiveSink } from '../services/live/live-hub.ts';
import { openLiveStream, uploadCaret } from '../services/live/live-streams.ts';
import type { NoteContext } from '../services/notes/note-context.ts';
import { answers } from './answers.ts';

const header = (request: FastifyRequest, name: string): string | null => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : null;
};

/** The version a resuming client holds; anything else is no resume at all (it gets hello and the changes from now). */
function lastEventIdOf(request: FastifyRequest): number | null {
  const value = header(request, LIVE_HEADERS.lastEventId);
  return value !== null && /^\d{1,15}$/.test(value) ? Number(value) : null;
}

function sinkFor(reply: FastifyReply, body: PassThrough): LiveSink {
  const raw = reply.raw;
  // The server keeps half-closed connections open for their answer (app.ts); a stream's reader never sends anything
  // after its request, so its FIN means it left (a browser's fetch aborted): the stream ends rather than writing into
  // a connection nobody reads until a heartbeat finds it reset.
  raw.socket?.once('end', () => body.end());
  return {
    write: (text) => void body.write(text),
    // What the stream holds, what the answer holds and what the socket holds: all of it waits for this reader.
    buffered: () => body.writableLength + body.readableLength + raw.writableLength,
    end: () => body.end(),
    drop: () => {
      body.destroy();
      raw.destroy();
    },
    onClose: (callback) => {
      let called = false;
      const once = () => {
        if (called) return;
        called = true;
        callback();
      };
      raw.once('close', once);
      body.once('close', once);
      // The reader may have left while its note was read: no 'close' is coming any more.
      if (raw.socket === null || raw.socket.destroyed) queueMicrotask(once);
    },
  };
}

export const liveRoutes: FastifyPluginAsyncTypebox<{ ctx: NoteContext; hub: LiveHub; limits: RateLimits }> = async (app, { ctx, hub, limits }) => {
  app.get(
    '/api/notes/:shareId/live',
    // 200 is the event stream itself, never serialised: the events' JSON follows shared/wire/live.ts.
    { schema: { params: ShareIdParams, response: answers({ 200: Type.Unsafe<PassThrough>({}) }) }, compress: false },
    async (request, reply) => {
      const editId = header(request, LIVE_HEADERS.editId);
      // Not an edit id at all: the same refusal as a wrong one, before anything is read.
      if (editId !== null && !isEditId(editId)) throw new WrongEditIdError();
      const body = new PassThrough();
      await openLiveStream(
        ctx,
        hub,
        {
          shareId: request.params.shareId,
          editId,
          session: header(request, LIVE_HEADERS.session),
          lastEventId: lastEventIdOf(request),
          client: clientKey(request.ip),
        },
        () => sinkFor(reply, body),
      );
      // The heartbeat keeps the stream busy; the server's idle timeout would cut it between two beats.
      request.raw.socket.setTimeout(0);
      return reply
        .type('text/event-stream; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-accel-buffering', 'no')
        .header('connection', 'close')
        .send(body);
    },
  );

  app.post(
    '/api/notes/:shareId/presence',
    // Its own budget per client instead of the general one (a typing editor uploads a few a second), and the hub's per
    // connection.
    { schema: { params: ShareIdParams, body: PresenceRequest, response: answers({ 204: Type.Null() }) }, config: { rateLimit: limits.presence } },
    async (request, reply) => {
      await uploadCaret(ctx, hub, request.params.shareId, request.body);
      return reply.code(204).send(null);
    },
  );
};
