// A live note's stream as a browser reads it (docs/design.md §11): fetch() with the headers, the body read chunk by
// chunk and parsed as server-sent events. Tests wait for the next event of a kind, or pause reading (a slow reader).
export interface LiveEvent {
  event: string;
  id: string | null;
  data: unknown;
}

export interface OpenedStream {
  status: number;
  headers: Headers;
  /** The body of a refusal (the API's error JSON), empty for a stream. */
  error: unknown;
  /** Every event read so far, in order (heartbeats as event ':ping'). */
  events: LiveEvent[];
  /** Bytes read so far (headers not included). */
  bytes(): number;
  /** The next event named `event` not yet taken, waiting up to `ms`. */
  next<T = unknown>(event: string, ms?: number): Promise<T & { id?: string | null }>;
  /** Resolves when the server ended the stream. */
  ended: Promise<void>;
  /** Stops reading: the server's writes pile up in the socket (a slow reader). */
  pause(): void;
  /** Reads again after pause(). */
  resume(): void;
  close(): void;
}

/** Parses complete events out of `buffer`; returns what is left (an incomplete event). */
export function parseEvents(buffer: string, into: LiveEvent[]): string {
  let rest = buffer;
  for (let end = rest.indexOf('\n\n'); end !== -1; end = rest.indexOf('\n\n')) {
    const block = rest.slice(0, end);
    rest = rest.slice(end + 2);
    if (block.startsWith(':')) {
      into.push({ event: ':ping', id: null, data: null });
      continue;
    }
    let event = 'message';
    let id: string | null = null;
    const data: string[] = [];
    for (const line of block.split('\n')) {
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'id') id = value;
      else if (field === 'data') data.push(value);
    }
    into.push({ event, id, data: data.length ? JSON.parse(data.join('\n')) : null });
  }
  return rest;
}

export async function openStream(origin: string, shareId: string, headers: Record<string, string> = {}): Promise<OpenedStream> {
  const controller = new AbortController();
  const response = await fetch(`${origin}/api/notes/${shareId}/live`, { headers, signal: controller.signal });
  const events: LiveEvent[] = [];
  const waiters = new Set<() => void>();
  let read = 0;
  let paused = false;
  let endedResolve = () => {};
  const ended = new Promise<void>((resolve) => (endedResolve = resolve));
  const isStream = response.status === 200 && (response.headers.get('content-type') ?? '').startsWith('text/event-stream');
  const error = isStream ? null : await response.json().catch(() => null);
  let resume = () => {};
  if (isStream && response.body) {
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    const pump = async () => {
      try {
        for (;;) {
          if (paused) return;
          const { done, value } = await reader.read();
          if (done) break;
          read += value.byteLength;
          buffer = parseEvents(buffer + decoder.decode(value, { stream: true }), events);
          for (const wake of [...waiters]) wake();
        }
      } catch {
        // aborted or reset: the stream is over
      }
      endedResolve();
      for (const wake of [...waiters]) wake();
    };
    resume = () => {
      if (!paused) return;
      paused = false;
      void pump();
    };
    void pump();
  } else endedResolve();

  const consumed = new Set<LiveEvent>();
  return {
    status: response.status,
    headers: response.headers,
    error,
    events,
    bytes: () => read,
    ended,
    async next<T>(event: string, ms = 5000) {
      const deadline = Date.now() + ms;
      for (;;) {
        const found = events.find((candidate) => candidate.event === event && !consumed.has(candidate));
        if (found) {
          consumed.add(found);
          return { ...(found.data as T), id: found.id };
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no "${event}" event within ${ms} ms; got ${events.map((e) => e.event).join(', ') || 'nothing'}`);
        let done = false;
        await Promise.race([
          new Promise<void>((resolve) => {
            const wake = () => {
              waiters.delete(wake);
              resolve();
            };
            waiters.add(wake);
          }),
          ended.then(() => {
            done = true;
          }),
          new Promise((resolve) => setTimeout(resolve, left)),
        ]);
        if (done && !events.some((candidate) => candidate.event === event && !consumed.has(candidate))) {
          throw new Error(`the stream ended without a "${event}" event; got ${events.map((e) => e.event).join(', ') || 'nothing'}`);
        }
      }
    },
    pause() {
      paused = true;
    },
    resume: () => resume(),
    close() {
      controller.abort();
    },
  };
}
