// The LinkStore half of the MongoDB adapter (link-store.ts). Links are documents of `note_links` keyed by their id;
// every link id is registered in the id registry (`note_ids`, kind `link`) like share and edit ids, so no id is ever
// used twice, and a retired id's registry document carries why it stopped working. One document's change is atomic
// (a reveal, a turn-off, an open counted: exactly one of concurrent reveals wins); steps over several collections run
// one after the other, the registry first, as the note's own writes do (mongo-store.ts): a crash in between leaves an
// id retired or registered early, never a note or link reachable under an id it should not have.
import type { Collection, Db } from 'mongodb';
import type { LinkStore, RetiredReason, StoredLink } from './link-store.ts';
import type { StoredNote } from './note-store.ts';
import { isDuplicateKey, noteFromDocument, type NoteDocument, type ReportDocument } from './mongo-documents.ts';
import type { NoteIdDocument } from './mongo-note-ids.ts';

interface LinkDocument {
  _id: string;
  share_id: string;
  label: string | null;
  created_at: Date;
  expires_at: Date | null;
  password_hash: string | null;
  password_version: number;
  view_once: boolean;
  opened_count: number;
  revealed_at: Date | null;
  revoked_at: Date | null;
}

const toDocument = (link: StoredLink): LinkDocument => ({
  _id: link.linkId,
  share_id: link.shareId,
  label: link.label,
  created_at: link.createdAt,
  expires_at: link.expiresAt,
  password_hash: link.passwordHash,
  password_version: link.passwordVersion,
  view_once: link.viewOnce,
  opened_count: link.openedCount,
  revealed_at: link.revealedAt,
  revoked_at: link.revokedAt,
});

const fromDocument = (doc: LinkDocument): StoredLink => ({
  linkId: doc._id,
  shareId: doc.share_id,
  label: doc.label,
  createdAt: doc.created_at,
  expiresAt: doc.expires_at,
  passwordHash: doc.password_hash,
  passwordVersion: doc.password_version,
  viewOnce: doc.view_once,
  openedCount: doc.opened_count,
  revealedAt: doc.revealed_at,
  revokedAt: doc.revoked_at,
});

const live = (now: Date) => ({ $or: [{ expires_at: null }, { expires_at: { $gt: now } }] });

/** What a link's id answers once its row is gone (link-store.ts RetiredReason); undefined: the note was deleted. */
const reasonOf = (doc: LinkDocument): 'turned-off' | 'read' | undefined =>
  doc.revoked_at ? 'turned-off' : doc.revealed_at ? 'read' : undefined;

export interface MongoLinks extends LinkStore<StoredNote> {
  indexes(): Promise<void>;
  /** Removes the links of notes that went, their ids staying retired with why (every delete path calls it). */
  removeOf(shareIds: readonly string[]): Promise<void>;
}

export function mongoLinks(
  db: Db,
  options: { writeConcern: { w: 'majority' } },
  deps: { notes: Collection<NoteDocument>; reports: Collection<ReportDocument>; removeVersionsOf: (shareIds: readonly string[]) => Promise<void>; assertReady: () => void },
): MongoLinks {
  const links = db.collection<LinkDocument>('note_links', options);
  const ids = db.collection<NoteIdDocument>('note_ids', options);
  const versions = db.collection<{ share_id: string }>('note_versions', options);
  const after = { returnDocument: 'after' } as const;

  /** Registers `id` as used for good; false when it was already (by anything). */
  async function register(doc: NoteIdDocument): Promise<boolean> {
    try {
      await ids.insertOne(doc);
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  async function removeOf(shareIds: readonly string[]): Promise<void> {
    if (shareIds.length === 0) return;
    const gone = await links.find({ share_id: { $in: [...shareIds] } }).toArray();
    for (const doc of gone) {
      const reason = reasonOf(doc);
      if (reason) await ids.updateOne({ _id: doc._id }, { $set: { reason } });
    }
    await links.deleteMany({ share_id: { $in: [...shareIds] } });
  }

  return {
    async indexes() {
      await links.createIndexes([{ key: { share_id: 1, created_at: 1 }, name: 'share_id_created_at' }]);
    },

    removeOf,

    async insertLink(link, now) {
      deps.assertReady();
      const existing = await links.findOne({ _id: link.linkId });
      if (existing) return existing.share_id === link.shareId ? { kind: 'exists', link: fromDocument(existing) } : { kind: 'taken' };
      if (!(await deps.notes.findOne({ share_id: link.shareId, ...live(now) }, { projection: { _id: 1 } }))) return { kind: 'no-note' };
      if (!(await register({ _id: link.linkId, kind: 'link', share_id: link.shareId, edit_id: '', created: true }))) {
        // A replay of this very add that registered the id and stopped before storing the link goes on here.
        const registered = await ids.findOne({ _id: link.linkId });
        if (registered?.kind !== 'link' || registered.share_id !== link.shareId || registered.reason) return { kind: 'taken' };
      }
      try {
        await links.insertOne(toDocument(link));
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        const raced = await links.findOne({ _id: link.linkId });
        return raced?.share_id === link.shareId ? { kind: 'exists', link: fromDocument(raced) } : { kind: 'taken' };
      }
      return { kind: 'inserted', link };
    },

    async findLink(linkId) {
      deps.assertReady();
      const doc = await links.findOne({ _id: linkId });
      return doc ? fromDocument(doc) : null;
    },

    async listLinks(shareId) {
      deps.assertReady();
      return (await links.find({ share_id: shareId }).sort({ created_at: 1, _id: 1 }).toArray()).map(fromDocument);
    },

    async revokeLink(shareId, linkId, at) {
      deps.assertReady();
      const changed = await links.findOneAndUpdate(
        { _id: linkId, share_id: shareId, revoked_at: null, revealed_at: null },
        { $set: { revoked_at: at } },
        after,
      );
      const doc = changed ?? (await links.findOne({ _id: linkId, share_id: shareId }));
      return doc ? fromDocument(doc) : null;
    },

    async countOpen(linkId) {
      deps.assertReady();
      const doc = await links.findOneAndUpdate({ _id: linkId, revoked_at: null, revealed_at: null }, { $inc: { opened_count: 1 } }, after);
      return doc ? fromDocument(doc) : null;
    },

    async revealLink(linkId, at) {
      deps.assertReady();
      const doc = await links.findOneAndUpdate(
        { _id: linkId, view_once: true, revoked_at: null, revealed_at: null },
        { $set: { revealed_at: at }, $inc: { opened_count: 1 } },
        after,
      );
      return doc ? fromDocument(doc) : null;
    },

    async retiredReason(id): Promise<RetiredReason | null> {
      deps.assertReady();
      const doc = await ids.findOne({ _id: id });
      if (!doc?.created) return null;
      if (doc.reason) return doc.reason;
      if (doc.kind === 'link') return (await links.findOne({ _id: id }, { projection: { _id: 1 } })) ? null : 'deleted';
      const holder = await deps.notes.findOne(doc.kind === 'share' ? { share_id: id } : { share_id: doc.share_id, edit_id: id }, { projection: { _id: 1 } });
      return holder ? null : 'deleted';
    },

    async replaceShareId(shareId, next, now) {
      deps.assertReady();
      const note = await deps.notes.findOne({ share_id: shareId, ...live(now) });
      if (!note) return null;
      if (!(await register({ _id: next, kind: 'share', share_id: next, edit_id: note.edit_id, created: true }))) return null;
      // The shard key moves: MongoDB 4.2+ allows it for a single-document update by its full key.
      const moved = await deps.notes.findOneAndUpdate({ share_id: shareId, edit_id: note.edit_id, ...live(now) }, { $set: { share_id: next } }, after);
      if (!moved) return null;
      await ids.updateOne({ _id: note.edit_id }, { $set: { share_id: next } });
      await ids.updateOne({ _id: shareId }, { $set: { reason: 'replaced', created: true } });
      await versions.updateMany({ share_id: shareId }, { $set: { share_id: next } });
      await links.updateMany({ share_id: shareId }, { $set: { share_id: next } });
      await deps.reports.updateMany({ share_id: shareId }, { $set: { share_id: next } });
      return noteFromDocument(moved);
    },

    async replaceEditId(shareId, editId, next, now) {
      deps.assertReady();
      if (!(await register({ _id: next, kind: 'edit', share_id: shareId, edit_id: next, created: true }))) return null;
      const moved = await deps.notes.findOneAndUpdate({ share_id: shareId, edit_id: editId, ...live(now) }, { $set: { edit_id: next } }, after);
      if (!moved) return null;
      await ids.updateOne({ _id: editId }, { $set: { reason: 'replaced', created: true } });
      return noteFromDocument(moved);
    },

    async burnNote(shareId, now) {
      deps.assertReady();
      const doc = await deps.notes.findOneAndDelete({ share_id: shareId, ...live(now) });
      if (!doc) return null;
      await ids.updateMany({ _id: { $in: [doc.share_id, doc.edit_id] } }, { $set: { reason: 'read', created: true } });
      await deps.removeVersionsOf([shareId]);
      await removeOf([shareId]);
      return noteFromDocument(doc);
    },
  };
}
