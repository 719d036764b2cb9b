// An editor's live note (docs/design.md §11.8): the note's live stream kept open while its page is, every change
// another writer saved taken into the note (local/live-change.ts), what could not be taken yet tried again once this
// device's own sends have their answers, a note this device fell behind on read whole, and the others' presence told
// to the page. What counts as made together or apart is kept in local/live-state.ts.
import { adoptServerCopy } from '../../local/commands.ts';
import { db } from '../../local/db.ts';
import { takeLiveChange, type HtmlRebase, type ServerChange } from '../../local/on-demand/live-change.ts';
import { markApart, setLiveConnected, setOthersHere, settledTogether } from '../../local/live-state.ts';
import { opsFor } from '../../local/outbox/outbox.ts';
import { fetchSharedNote } from '../../remote/remote.ts';
import { caretSender, type Caret } from '../../remote/on-demand/live-presence.ts';
import { openLiveStream, type GoneReason, type LivePresence } from '../../remote/on-demand/live-stream.ts';
import { onDrained } from '../sync-engine.ts';

export interface LiveNoteOptions {
  shareId: string;
  editId: string;
  /** The page's document model, loaded when first needed (editor/html-delta.ts rebaseNoteHtml). */
  rebase: () => Promise<HtmlRebase>;
  presence: (presence: LivePresence) => void;
  /** The note is gone from the server, or its stream was refused for good. */
  gone: (reason: GoneReason) => void;
}

export interface LiveNote {
  /** This editor's caret moved or its text changed (throttled to 5 a second). */
  caret: (caret: Caret) => void;
  close: () => void;
}

export function openLiveNote(options: LiveNoteOptions): LiveNote {
  const { shareId, editId } = options;
  let version = 0;
  let connection: string | null = null;
  let closed = false;
  /** Changes not taken yet (an answer of ours decides first), in the order they came. */
  let waiting: ServerChange[] = [];
  let queue: Promise<void> = Promise.resolve();
  let rebase: HtmlRebase | null = null;

  const run = (task: () => Promise<void>): void => {
    queue = queue.then(task).catch((error: unknown) => console.error('Taking a live change failed', error));
  };

  async function refetch(): Promise<void> {
    try {
      await adoptServerCopy(shareId, await fetchSharedNote(shareId, { editId }));
    } catch {
      // Unreachable or gone: the stream says so on its own.
    }
  }

  async function take(change: ServerChange): Promise<void> {
    rebase ??= await options.rebase();
    const outcome = await takeLiveChange(shareId, change, rebase);
    if (outcome === 'waiting') waiting.push(change);
    if (outcome === 'refetch') await refetch();
  }

  /** After this device's sends: what waited is tried again, and text all delivered counts as made together again. */
  async function afterDrain(): Promise<void> {
    const again = waiting;
    waiting = [];
    for (const change of again) await take(change);
    const note = await db.notes.get(shareId);
    if (note) version = note.version;
    if (note?.syncStatus === 'synced' && (await opsFor(shareId)).length === 0) settledTogether(shareId);
  }

  run(async () => {
    const note = await db.notes.get(shareId);
    version = note?.version ?? 0;
    // Text that waited unsent from before this page was made apart from whatever happened on the server since.
    if ((await opsFor(shareId)).length > 0) markApart(shareId);
  });

  const stream = openLiveStream({
    shareId,
    credentials: () => ({ editId }),
    version: () => version,
    handlers: {
      hello(hello) {
        connection = hello.connection;
        setOthersHere(shareId, hello.editors + hello.readers);
        options.presence({ editors: hello.editors, readers: hello.readers, carets: [] });
        run(async () => {
          const note = await db.notes.get(shareId);
          if (note && hello.version > note.version) await refetch();
        });
      },
      connected(on) {
        setLiveConnected(shareId, on);
        if (!on) connection = null;
      },
      change(change) {
        run(async () => {
          await take(change);
          const note = await db.notes.get(shareId);
          if (note) version = Math.max(version, note.version);
        });
      },
      reset() {
        run(refetch);
      },
      presence(presence) {
        setOthersHere(shareId, presence.editors + presence.readers);
        options.presence(presence);
      },
      gone(reason) {
        options.gone(reason);
      },
      refused() {
        options.gone('deleted');
      },
    },
  });
  const stopDrained = onDrained(() => {
    if (!closed) run(afterDrain);
  });
  const sendCaret = caretSender(shareId, editId, () => connection);

  return {
    caret: sendCaret,
    close() {
      closed = true;
      stopDrained();
      stream.close();
      setLiveConnected(shareId, false);
    },
  };
}
