// "Published" is said only when it is true: the server has acknowledged the note's create. A note whose writer was
// told its link works once the server has it (LocalNote.announcePublished) is announced when its create is
// acknowledged — by whichever sends it: this page, another tab, or the service worker with every tab in the
// background. So the acknowledgement goes out on a broadcast channel, which every page hears (this one too: a
// channel hears what other channels of the same name post), and the page that takes the note's mark
// (takePublishAnnouncement) says it, once. No Dexie.

const CHANNEL = 'jotter-published';

type Listener = (shareId: string) => void;
/** Where the platform has no broadcast channels: this page's own listeners only. */
const local = new Set<Listener>();

/** The outbox, once the create of a note marked to be announced is acknowledged and stored. */
export function notePublished(shareId: string): void {
  if (typeof BroadcastChannel === 'undefined') {
    for (const listener of local) listener(shareId);
    return;
  }
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage(shareId);
  channel.close();
}

/** Calls `listener` with each such note's share id, acknowledged here or in another page or worker. */
export function onNotePublished(listener: Listener): () => void {
  if (typeof BroadcastChannel === 'undefined') {
    local.add(listener);
    return () => local.delete(listener);
  }
  const channel = new BroadcastChannel(CHANNEL);
  channel.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (typeof event.data === 'string') listener(event.data);
  });
  return () => channel.close();
}
