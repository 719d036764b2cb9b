// Pure: reads a text/event-stream (the HTML standard's "event stream interpretation") from chunks cut anywhere —
// inside a line, between the CR and LF of one line end, inside a multi-byte character. The live stream is read with
// fetch() (EventSource cannot send the headers that carry the edit id and the password session: docs/design.md §11),
// so this small parser stands in for the browser's own.

/** One dispatched event: its type ('message' when unnamed), its data lines joined by '\n', its id when it set one. */
export interface SseEvent {
  event: string;
  data: string;
  id: string | undefined;
}

export class SseParser {
  private readonly decoder = new TextDecoder();
  private buffer = '';
  /** The previous chunk ended with CR: an LF opening the next one belongs to that line end. */
  private afterCr = false;
  private eventType = '';
  private data: string[] = [];
  private id: string | undefined;
  private sawData = false;
  /** The last event id set by the stream (kept across events, as Last-Event-ID is). */
  lastEventId: string | undefined;
  /** Something arrived (a comment too): the stream is alive. */
  onActivity: () => void = () => undefined;

  /** Feeds bytes (or text) and returns the events completed by them, in order. */
  feed(chunk: Uint8Array | string): SseEvent[] {
    let text = typeof chunk === 'string' ? chunk : this.decoder.decode(chunk, { stream: true });
    if (text.length === 0) return [];
    this.onActivity();
    if (this.afterCr && text.startsWith('\n')) text = text.slice(1);
    this.afterCr = false;
    this.buffer += text;
    const events: SseEvent[] = [];
    let start = 0;
    for (let i = 0; i < this.buffer.length; i++) {
      const c = this.buffer[i];
      if (c !== '\n' && c !== '\r') continue;
      const line = this.buffer.slice(start, i);
      if (c === '\r') {
        if (i + 1 < this.buffer.length) {
          if (this.buffer[i + 1] === '\n') i++;
        } else {
          this.afterCr = true;
        }
      }
      start = i + 1;
      const event = this.line(line);
      if (event) events.push(event);
    }
    this.buffer = this.buffer.slice(start);
    return events;
  }

  private line(line: string): SseEvent | null {
    if (line === '') return this.dispatch();
    if (line.startsWith(':')) return null;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    switch (field) {
      case 'event':
        this.eventType = value;
        break;
      case 'data':
        this.data.push(value);
        this.sawData = true;
        break;
      case 'id':
        if (!value.includes('\0')) this.id = value;
        break;
      default:
        // 'retry' and unknown fields: the client keeps its own reconnection pace.
        break;
    }
    return null;
  }

  private dispatch(): SseEvent | null {
    const id = this.id;
    if (id !== undefined) this.lastEventId = id;
    const event: SseEvent = { event: this.eventType || 'message', data: this.data.join('\n'), id };
    const had = this.sawData;
    this.eventType = '';
    this.data = [];
    this.id = undefined;
    this.sawData = false;
    return had ? event : null;
  }
}
