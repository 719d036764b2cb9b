// The mark on a note whose writer was told "the link works once the note reaches the server" (announcePublished):
// set while its create is still unacknowledged, taken — once, by one page — when it is acknowledged, to say
// "Published" then (data/local/outbox/published-notice.ts tells the pages when).
import { db } from './db.ts';
import type { LocalNote, NoteAddress } from './types.ts';

export type PublishedNote = NoteAddress & { title: string };

const announced = ({ shareId, key, title }: LocalNote): PublishedNote => ({ shareId, title, ...(key === undefined ? {} : { key }) });

/** Marks `shareId` to be announced when its create is acknowledged; false when it already is (nothing to wait for). */
export function markToAnnounce(shareId: string): Promise<boolean> {
  return db.transaction('rw', db.notes, async () => {
    const note = await db.notes.get(shareId);
    if (!note || note.version > 0) return false;
    await db.notes.update(shareId, { announcePublished: true });
    return true;
  });
}

/** The note to announce as published now, taking its mark so no other page says it again; null if there is none. */
export function takePublishAnnouncement(shareId: string): Promise<PublishedNote | null> {
  return db.transaction('rw', db.notes, async () => {
    const note = await db.notes.get(shareId);
    if (!note?.announcePublished || note.version === 0) return null;
    const { announcePublished: _taken, ...rest } = note;
    await db.notes.put(rest);
    return announced(note);
  });
}

/** Every note acknowledged while no page was there to say so (the service worker sent it), marks taken. */
export async function takeDuePublishAnnouncements(): Promise<PublishedNote[]> {
  const due = await db.notes.filter((note) => note.announcePublished === true && note.version > 0).primaryKeys();
  const taken = await Promise.all(due.map((shareId) => takePublishAnnouncement(String(shareId))));
  return taken.filter((note) => note !== null);
}
