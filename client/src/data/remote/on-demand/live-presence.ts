// Tells the others where this editor's caret is (docs/design.md §11, presence): at most five times a second, the
// newest position only — a burst of moves while one is on its way ends in one more send, never a queue.
import { Type } from 'typebox';
import { postJson } from '../api-client.ts';

const NO_ANSWER = Type.Unknown();
export const CARET_INTERVAL_MS = 200;

export interface Caret {
  index: number;
  length: number;
}

/** The caret sender of one live connection; `connection` is the stream's id from its hello. */
export function caretSender(shareId: string, editId: string, connection: () => string | null): (caret: Caret) => void {
  let next: Caret | null = null;
  let sentAt = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const send = (): void => {
    timer = undefined;
    const id = connection();
    if (!next || !id) return;
    const { index, length } = next;
    next = null;
    sentAt = Date.now();
    // Presence is a courtesy: a refusal or a lost request is forgotten, the next move tells it again.
    postJson(`/api/notes/${encodeURIComponent(shareId)}/presence`, { editId, connection: id, index, length }, NO_ANSWER).catch(() => undefined);
  };
  return (caret) => {
    next = caret;
    if (timer !== undefined) return;
    timer = setTimeout(send, Math.max(0, sentAt + CARET_INTERVAL_MS - Date.now()));
  };
}
