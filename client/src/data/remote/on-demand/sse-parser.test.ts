import { describe, expect, it } from 'vitest';
import { SseParser, type SseEvent } from './sse-parser.ts';

const STREAM =
  ': ping\r\n' +
  'event: hello\r\ndata: {"connection":"c1","version":3}\r\n\r\n' +
  ': ping\n\n' +
  'event: change\nid: 4\ndata: {"from":3,\ndata: "to":4}\n\n' +
  'data:no space\rid: 5\r\r' +
  'event: gone\ndata: {"reason":"deleted"}\n\n';

const EXPECTED: SseEvent[] = [
  { event: 'hello', data: '{"connection":"c1","version":3}', id: undefined },
  { event: 'change', data: '{"from":3,\n"to":4}', id: '4' },
  { event: 'message', data: 'no space', id: '5' },
  { event: 'gone', data: '{"reason":"deleted"}', id: undefined },
];

function feedAll(parser: SseParser, chunks: (string | Uint8Array)[]): SseEvent[] {
  return chunks.flatMap((chunk) => parser.feed(chunk));
}

describe('reading the live stream', () => {
  it('reads named events, comments, multi-line data and every kind of line end', () => {
    const parser = new SseParser();
    expect(parser.feed(STREAM)).toEqual(EXPECTED);
    expect(parser.lastEventId).toBe('5');
  });

  it('reads the same events whichever places the network cuts the stream at', () => {
    for (let cut = 0; cut <= STREAM.length; cut++) {
      for (const second of [cut, Math.min(STREAM.length, cut + 1), Math.min(STREAM.length, cut + 7)]) {
        const parser = new SseParser();
        const events = feedAll(parser, [STREAM.slice(0, cut), STREAM.slice(cut, second), STREAM.slice(second)]);
        expect(events, `cut at ${cut} and ${second}`).toEqual(EXPECTED);
      }
    }
  });

  it('a character cut between two chunks of bytes comes out whole', () => {
    const bytes = new TextEncoder().encode('data: {"insert":"é€😀"}\n\n');
    for (let cut = 0; cut <= bytes.length; cut++) {
      const parser = new SseParser();
      const events = feedAll(parser, [bytes.slice(0, cut), bytes.slice(cut)]);
      expect(events).toEqual([{ event: 'message', data: '{"insert":"é€😀"}', id: undefined }]);
    }
  });

  it('a CR at the end of one chunk and an LF at the start of the next make one line end, not an empty line', () => {
    const parser = new SseParser();
    expect(parser.feed('data: a\r')).toEqual([]);
    expect(parser.feed('\ndata: b\r\n')).toEqual([]);
    expect(parser.feed('\r\n')).toEqual([{ event: 'message', data: 'a\nb', id: undefined }]);
  });

  it('a heartbeat comment counts as life but dispatches nothing; an event without data is not dispatched', () => {
    const parser = new SseParser();
    let seen = 0;
    parser.onActivity = () => (seen += 1);
    expect(parser.feed(': ping\n\n')).toEqual([]);
    expect(parser.feed('event: hello\n\n')).toEqual([]);
    expect(seen).toBe(2);
  });

  it('a hostile stream of one endless line without an end is held, not dispatched', () => {
    const parser = new SseParser();
    expect(parser.feed('data: ' + 'x'.repeat(10_000))).toEqual([]);
  });
});
