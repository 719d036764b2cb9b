// The LinkStore calls through the read cache (cached-store.ts): links themselves are not cached (a link read is part
// of an open, which counts it anyway); calls that change a note's row or remove it drop that note's cached copy
// before and after, under both share ids when the share id moves.
import type { LinkStore } from './link-store.ts';
import type { StoredNote } from './note-store.ts';

export function cachedLinks(store: LinkStore<StoredNote>, forget: (shareId: string) => void): LinkStore<StoredNote> {
  return {
    insertLink: (link, now) => store.insertLink(link, now),
    findLink: (linkId) => store.findLink(linkId),
    listLinks: (shareId) => store.listLinks(shareId),
    revokeLink: (shareId, linkId, at) => store.revokeLink(shareId, linkId, at),
    countOpen: (linkId) => store.countOpen(linkId),
    revealLink: (linkId, at) => store.revealLink(linkId, at),
    retiredReason: (id) => store.retiredReason(id),

    async replaceShareId(shareId, next, now) {
      forget(shareId);
      forget(next);
      const moved = await store.replaceShareId(shareId, next, now);
      forget(shareId);
      forget(next);
      return moved;
    },

    async replaceEditId(shareId, editId, next, now) {
      forget(shareId);
      const moved = await store.replaceEditId(shareId, editId, next, now);
      forget(shareId);
      return moved;
    },

    async burnNote(shareId, now) {
      forget(shareId);
      const burnt = await store.burnNote(shareId, now);
      forget(shareId);
      return burnt;
    },
  };
}
