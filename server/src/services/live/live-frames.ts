// The text of server-sent events (docs/design.md §11): each event a name, an optional id and one JSON line of data,
// built once and written to every stream of the note as it is.
import type { LiveChange, LiveGone, LiveHello, LivePresence, LiveReset } from '../../../../shared/api.ts';

export function eventFrame(event: 'hello', data: LiveHello): string;
export function eventFrame(event: 'change', data: LiveChange, id: number): string;
export function eventFrame(event: 'presence', data: LivePresence): string;
export function eventFrame(event: 'reset', data: LiveReset): string;
export function eventFrame(event: 'gone', data: LiveGone): string;
export function eventFrame(event: string, data: unknown, id?: number): string {
  // JSON.stringify never leaves a raw newline in its output, so one data line always holds the whole event.
  return `event: ${event}\n${id === undefined ? '' : `id: ${id}\n`}data: ${JSON.stringify(data)}\n\n`;
}

/** The heartbeat: a comment line, ignored by SSE parsers, that keeps proxies and the client's silence timer content. */
export const PING_FRAME = ': ping\n\n';
