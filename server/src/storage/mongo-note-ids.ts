// The MongoDB id registry: one document per share id and per edit id ever used, never deleted, so ids stay
// taken after a delete, a purge or the TTL monitor (which removes expired notes without telling anyone).
// Documents are keyed by the id itself, so the collection can be sharded on hashed _id while notes are
// sharded on hashed share_id, and an edit id's document leads to its share id: edit links are resolved here,
// so notes need no unique edit_id index (which could not hold across shards keyed by share_id).
import type { AnyBulkWriteOperation, Collection, Db } from 'mongodb';
import { isDuplicateKey, type NoteDocument } from './mongo-documents.ts';

export interface NoteIdDocument {
  /** The share id or the edit id. */
  _id: string;
  kind: 'share' | 'edit';
  share_id: string;
  edit_id: string;
  /** Set once the pair's note has been stored: from then on a missing note means a retired id. */
  created: boolean;
}

interface MigrationDocument {
  _id: string;
  done_at: Date;
}

/** What the registry knows about a proposed pair before its note is inserted. */
export type IdClaim =
  /** Both ids are this pair's and no note was stored for it yet: insert the note. */
  | { kind: 'fresh' }
  /** This pair stored its note before: it is either still there (a replay) or gone for good. */
  | { kind: 'created' }
  /** An id belongs to another pair: that pair's note decides (taken while alive, retired after). */
  | { kind: 'foreign'; holderShareId: string };

export interface NoteIdRegistry {
  /** Indexes nothing (the _id is the key) but registers the ids of notes stored before the registry existed. */
  init(notes: Collection<NoteDocument>): Promise<void>;
  claim(pair: { shareId: string; editId: string }): Promise<IdClaim>;
  markCreated(pair: { shareId: string; editId: string }): Promise<void>;
  /** Marks the pairs' ids as used for good (before their notes are removed, so a crash in between is safe). */
  retire(pairs: ReadonlyArray<{ share_id: string; edit_id: string }>): Promise<void>;
  /**
   * The share id an edit id was registered for, or null. Notes are sharded by share id, so this is how an edit
   * link finds its note with two targeted reads instead of a query to every shard. `latest` reads the
   * primary's state (see `claim`), otherwise the majority-committed one.
   */
  shareIdOf(editId: string, options?: { latest?: boolean }): Promise<string | null>;
}

const BACKFILL = 'note-ids-registry';
const BACKFILL_BATCH = 1000;

function registrations(pair: { share_id: string; edit_id: string }, created: boolean): NoteIdDocument[] {
  const base = { share_id: pair.share_id, edit_id: pair.edit_id, created };
  return [
    { _id: pair.share_id, kind: 'share', ...base },
    { _id: pair.edit_id, kind: 'edit', ...base },
  ];
}

/** Upserts that mark ids used without touching a pair already registered under them. */
function retirements(pairs: ReadonlyArray<{ share_id: string; edit_id: string }>): AnyBulkWriteOperation<NoteIdDocument>[] {
  return pairs.flatMap((pair) =>
    registrations(pair, true).map(({ _id, kind, share_id, edit_id }) => ({
      updateOne: { filter: { _id }, update: { $set: { created: true }, $setOnInsert: { kind, share_id, edit_id } }, upsert: true },
    })),
  );
}

export function createNoteIdRegistry(db: Db, options: { writeConcern: { w: 'majority' } }): NoteIdRegistry {
  const ids = db.collection<NoteIdDocument>('note_ids', options);
  const migrations = db.collection<MigrationDocument>('migrations', options);
  // Reads must see what the unique _id index just saw on the primary, not a majority snapshot behind it.
  const latest = { readConcern: { level: 'local' } } as const;

  const retire: NoteIdRegistry['retire'] = async (pairs) => {
    if (pairs.length > 0) await ids.bulkWrite(retirements(pairs), { ordered: false });
  };

  return {
    async init(notes) {
      if (await migrations.findOne({ _id: BACKFILL })) return;
      // Idempotent: several instances starting together may all run it.
      let batch: Array<{ share_id: string; edit_id: string }> = [];
      for await (const note of notes.find({}, { projection: { share_id: 1, edit_id: 1 } })) {
        batch.push({ share_id: note.share_id, edit_id: note.edit_id });
        if (batch.length === BACKFILL_BATCH) {
          await retire(batch);
          batch = [];
        }
      }
      await retire(batch);
      await migrations.updateOne({ _id: BACKFILL }, { $setOnInsert: { done_at: new Date() } }, { upsert: true });
    },

    async claim(pair) {
      // Both at once; each id's document is unique by _id, so whichever was registered before is refused alone.
      const inserts = registrations({ share_id: pair.shareId, edit_id: pair.editId }, false).map((doc) => ids.insertOne(doc));
      const failures = (await Promise.allSettled(inserts)).flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
      if (failures.length === 0) return { kind: 'fresh' };
      const unexpected = failures.find((reason) => !isDuplicateKey(reason));
      if (unexpected !== undefined) throw unexpected;
      const registered = await ids.find({ _id: { $in: [pair.shareId, pair.editId] } }, latest).toArray();
      const foreign = registered.find((doc) => doc.share_id !== pair.shareId || doc.edit_id !== pair.editId);
      if (foreign) return { kind: 'foreign', holderShareId: foreign.share_id };
      // Registered by this pair before: a replay, or an attempt that stopped between registering and storing.
      return registered.some((doc) => doc.created) ? { kind: 'created' } : { kind: 'fresh' };
    },

    async markCreated(pair) {
      await ids.updateMany({ _id: { $in: [pair.shareId, pair.editId] } }, { $set: { created: true } });
    },

    retire,

    async shareIdOf(editId, options = {}) {
      const doc = await ids.findOne({ _id: editId, kind: 'edit' }, { ...(options.latest ? latest : {}), projection: { share_id: 1 } });
      return doc?.share_id ?? null;
    },
  };
}
