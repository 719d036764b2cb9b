// A reader's /n/{id} kept up to date (docs/design.md §11.8), a lazy chunk of the read-only page: the note's live
// stream without an edit id, each change spliced into the text the page shows (checked by its hash, else the note is
// read whole), and the sanitizer made ready before the new text is shown, so the page never blanks in between and
// the reader's scroll position stays. No Dexie, no Quill, no presence (readers get none).
import type { SharedNote } from '../../../../shared/api.ts';
import { applySplice, contentHash } from '../../../../shared/live-patch.ts';
import { getPasswordSession } from '../../data/probe/password-sessions.ts';
import { fetchSharedNote } from '../../data/remote/remote.ts';
import { openLiveStream, type LiveChange } from '../../data/remote/on-demand/live-stream.ts';
import { preloadSanitizer } from './reader/NoteContent.tsx';

/** Follows the note shown from `note` on; `show` gets each newer version. Returns the stop. */
export function followNote(shareId: string, note: SharedNote, show: (note: SharedNote) => void): () => void {
  let current = note;
  let queue: Promise<void> = Promise.resolve();
  const session = () => getPasswordSession(shareId);

  async function showNext(next: SharedNote): Promise<void> {
    if (next.version <= current.version) return;
    await preloadSanitizer();
    current = next;
    show(next);
  }

  async function refetch(): Promise<void> {
    const token = session();
    try {
      await showNext(await fetchSharedNote(shareId, token ? { session: token } : {}));
    } catch {
      // Gone or unreachable: the stream says so, or the next change tries again.
    }
  }

  async function take(change: LiveChange): Promise<void> {
    if (change.to <= current.version) return;
    if (change.from !== current.version) return refetch();
    let content: string;
    try {
      content = change.content ?? applySplice(current.content, change.splice ?? { at: 0, remove: 0, insert: '' });
    } catch {
      return refetch();
    }
    if ((await contentHash(content)) !== change.hash) return refetch();
    // An encrypted note's title is inside its envelope; the server's is "" for it.
    await showNext({ ...current, content, title: current.encrypted ? current.title : change.title, updated_at: change.updated_at, version: change.to });
  }

  const run = (task: () => Promise<void>): void => {
    queue = queue.then(task).catch((error: unknown) => console.error('Following the note failed', error));
  };
  const open = () => openLiveStream({
    shareId,
    credentials: () => {
      const token = session();
      return token ? { session: token } : {};
    },
    version: () => current.version,
    handlers: {
      hello: (hello) => {
        if (hello.version > current.version) run(refetch);
      },
      change: (change) => run(() => take(change)),
      reset: () => run(refetch),
    },
  });
  // A reader's page listens while it is seen; shown again, it resumes from the version it shows.
  let stream = document.visibilityState === 'hidden' ? null : open();
  const onVisibility = (): void => {
    if (document.visibilityState === 'hidden') {
      stream?.close();
      stream = null;
    } else {
      stream ??= open();
    }
  };
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    stream?.close();
  };
}
