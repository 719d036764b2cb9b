// The MongoDB NoteStore adapter, the path to more than one app instance (docs/design.md §2.1). Writes wait for a
// majority of the replica set and reads see only majority-committed data, so an acknowledged note
// survives a primary failover. Every check-and-write is one single-document command (insertOne against
// unique indexes, findOneAndUpdate with the version in its filter), which MongoDB applies atomically.
// Every id ever used is kept in a registry (mongo-note-ids.ts) that outlives deletes, purges and the TTL index.
import { MongoClient, MongoServerError, type Collection, type Filter } from 'mongodb';
import type { InsertResult, NotePatch, NoteStore, RetentionBounds, RetentionRule, StoredNote, StoredReport } from './note-store.ts';
import {
  isDuplicateKey,
  noteFromDocument,
  noteToDocument,
  OWNED_NOTE_PROJECTION,
  ownedNoteFromDocument,
  patchToSet,
  type NoteDocument,
  type OwnedNoteDocument,
  type ReportDocument,
} from './mongo-documents.ts';
import { mongoModeration } from './mongo-moderation.ts';
import { createNoteIdRegistry } from './mongo-note-ids.ts';
import { mongoVersions } from './mongo-versions.ts';
import { HISTORY_LIMITS, type HistoryLimits } from './history-limits.ts';

const DEFAULT_DB_NAME = 'jotter';
const DURABLE = { writeConcern: { w: 'majority' }, readConcern: { level: 'majority' } } as const;
/** The primary's latest state, for reads that must agree with what a unique index just saw there. */
const LATEST = { readConcern: { level: 'local' } } as const;

/** The database named in the URI's path, if any (the driver would otherwise fall back to "test"). */
export function databaseNameIn(uri: string): string | undefined {
  const name = /^mongodb(?:\+srv)?:\/\/[^/?]*\/([^?]+)/.exec(uri)?.[1];
  return name ? decodeURIComponent(name) : undefined;
}

/** A note exists only while it has no expiry or its expiry is still ahead of `now`; the TTL monitor is lazy. */
function live(now: Date): Filter<NoteDocument> {
  return { $or: [{ expires_at: null }, { expires_at: { $gt: now } }] };
}

/** MongoDB's answer when the index (27) or the collection (26) to drop an index from does not exist. */
const NOTHING_TO_DROP = new Set([26, 27]);

async function dropIndexIfPresent(collection: Collection<NoteDocument>, name: string): Promise<void> {
  await collection.dropIndex(name).catch((error: unknown) => {
    if (!(error instanceof MongoServerError && typeof error.code === 'number' && NOTHING_TO_DROP.has(error.code))) throw error;
  });
}

export function createMongoStore({ uri, dbName, history = HISTORY_LIMITS }: { uri: string; dbName?: string; history?: HistoryLimits }): NoteStore {
  const client = new MongoClient(uri);
  const db = client.db(dbName ?? databaseNameIn(uri) ?? DEFAULT_DB_NAME);
  const notes = db.collection<NoteDocument>('notes', DURABLE);
  const reports = db.collection<ReportDocument>('reports', DURABLE);
  const noteIds = createNoteIdRegistry(db, DURABLE);
  const versions = mongoVersions(db, DURABLE);
  const moderation = mongoModeration(db, { notes, reports }, DURABLE, () => assertReady());
  let initialising: Promise<void> | null = null;
  let ready = false;
  let closed = false;

  async function setUp(): Promise<void> {
    await client.connect();
    await notes.createIndexes([
      // Unique within the shard key (hashed share_id), so it holds on a sharded cluster too.
      { key: { share_id: 1 }, name: 'share_id_unique', unique: true },
      // Deletes a note once its expires_at has passed; notes without expiry (null) are never touched.
      { key: { expires_at: 1 }, name: 'expires_at_ttl', expireAfterSeconds: 0 },
      // An account's list, newest first, straight from the index.
      { key: { owner_id: 1, updated_at: -1 }, name: 'owner_id_updated_at' },
    ]);
    // Edit ids are unique through the id registry (keyed and sharded by the id itself). A unique edit_id index
    // on notes, as earlier versions made, would stop the collection from being sharded by share_id.
    await dropIndexIfPresent(notes, 'edit_id_unique');
    await reports.createIndexes([{ key: { share_id: 1, created_at: 1 }, name: 'share_id_created_at' }]);
    await moderation.indexes();
    await versions.indexes();
    await noteIds.init(notes);
    ready = true;
  }

  /** Refuses work before init (the unique indexes must exist before the first insert) and after close. */
  function assertReady(): void {
    if (closed) throw new Error('The MongoDB note store is closed');
    if (!ready) throw new Error('The MongoDB note store is not initialised: call init() first');
  }

  async function findLive(filter: Filter<NoteDocument>, now: Date, latest = false): Promise<StoredNote | null> {
    const doc = await notes.findOne({ ...filter, ...live(now) }, latest ? LATEST : {});
    return doc ? noteFromDocument(doc) : null;
  }

  /** The live note of an edit id: the registry names its share id, the note must still carry the edit id. */
  async function findLiveByEditId(editId: string, now: Date, latest = false): Promise<StoredNote | null> {
    const shareId = await noteIds.shareIdOf(editId, { latest });
    return shareId === null ? null : findLive({ share_id: shareId, edit_id: editId }, now, latest);
  }

  return {
    kind: 'mongodb',

    init() {
      if (closed) return Promise.reject(new Error('The MongoDB note store is closed'));
      initialising ??= setUp().catch((error: unknown) => {
        initialising = null;
        throw error;
      });
      return initialising;
    },

    async close() {
      closed = true;
      ready = false;
      await client.close();
    },

    async ping() {
      if (!ready || closed) return false;
      try {
        const reply = await db.command({ ping: 1 });
        return reply.ok === 1;
      } catch {
        return false;
      }
    },

    async insert(note: StoredNote): Promise<InsertResult> {
      assertReady();
      // The service stamps createdAt with its own clock, so it is the "now" at which a holder must be alive.
      // The holder may not be majority-committed yet (a replay racing its own first attempt, still replicating):
      // a majority read would miss it and the replay would be refused. Read what the index saw.
      const liveHolder = async (): Promise<StoredNote | null> =>
        (await findLive({ share_id: note.shareId }, note.createdAt, true)) ??
        (await findLiveByEditId(note.editId, note.createdAt, true));
      const claim = await noteIds.claim(note);
      if (claim.kind === 'foreign') {
        return { inserted: false, existing: await findLive({ share_id: claim.holderShareId }, note.createdAt, true) };
      }
      if (claim.kind === 'created') return { inserted: false, existing: await liveHolder() };
      try {
        await notes.insertOne(noteToDocument(note));
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        // A concurrent replay of the same create stored it first.
        await noteIds.markCreated(note);
        return { inserted: false, existing: await liveHolder() };
      }
      await noteIds.markCreated(note);
      return { inserted: true };
    },

    async findByShareId(shareId: string, now: Date) {
      assertReady();
      return findLive({ share_id: shareId }, now);
    },

    async findByEditId(editId: string, now: Date) {
      assertReady();
      return findLiveByEditId(editId, now);
    },

    async updateIfVersion(shareId: string, expectedVersion: number, patch: NotePatch, now: Date) {
      assertReady();
      const set = patchToSet(patch);
      // Only a change of version (content, title) is history: then the note as it was is needed, and the note
      // after the write is that document with the patch applied (the filter pinned every other field's state).
      const keepsHistory = patch.version !== undefined && patch.version !== expectedVersion;
      const doc = await notes.findOneAndUpdate(
        { share_id: shareId, version: expectedVersion, ...live(now) },
        { $set: set },
        { returnDocument: keepsHistory ? 'before' : 'after' },
      );
      if (!doc) return null;
      const after = keepsHistory ? { ...doc, ...set } : doc;
      // A conversion to an encrypted note keeps no plaintext version: its history goes instead (right after the note,
      // as keepReplaced; docs/decisions.md "End-to-end encrypted notes" names the crash window this leaves).
      if (keepsHistory && after.encrypted === true && doc.encrypted !== true) await versions.removeOf([shareId]);
      else if (keepsHistory) await versions.keepReplaced(doc, after, history);
      if (patch.expiresAt !== undefined) await versions.followExpiry(shareId, patch.expiresAt);
      return noteFromDocument(after);
    },

    async listVersions(shareId: string, now: Date, before: number | null, limit: number) {
      assertReady();
      const note = await findLive({ share_id: shareId }, now);
      if (!note) return null;
      const below = before ?? Number.MAX_SAFE_INTEGER;
      const current =
        note.version < below
          ? [{ version: note.version, updatedAt: note.updatedAt, title: note.title, size: Buffer.byteLength(note.content, 'utf8') }]
          : [];
      return [...current, ...(await versions.listKept(shareId, below, limit - current.length))].slice(0, limit);
    },

    async getVersion(shareId: string, version: number, now: Date) {
      assertReady();
      const note = await findLive({ share_id: shareId }, now);
      if (!note) return null;
      if (version === note.version) return { version, updatedAt: note.updatedAt, title: note.title, content: note.content };
      return version < note.version ? versions.readKept(shareId, version, note.content) : null;
    },

    async historyFootprint(shareId: string) {
      assertReady();
      const note = await notes.findOne({ share_id: shareId }, { ...LATEST, projection: { _id: 1 } });
      return note ? versions.footprint(shareId) : null;
    },

    async notesToThin(bounds: RetentionBounds, limit: number) {
      assertReady();
      return versions.notesToThin(bounds, limit);
    },

    async thinVersions(shareId: string, bounds: RetentionBounds, rule: RetentionRule) {
      assertReady();
      // The latest state: thinning must not mistake a note still replicating for a gone one.
      const note = await notes.findOne({ share_id: shareId }, { ...LATEST, projection: { content: 1 } });
      return versions.thin(shareId, note?.content ?? null, bounds, rule, history);
    },

    async recordFailedAttempt(shareId: string) {
      assertReady();
      const doc = await notes.findOneAndUpdate(
        { share_id: shareId },
        { $inc: { failed_attempts: 1 } },
        { returnDocument: 'after', projection: { failed_attempts: 1 } },
      );
      return doc?.failed_attempts ?? 0;
    },

    async delete(shareId: string) {
      assertReady();
      const doc = await notes.findOne({ share_id: shareId }, { ...LATEST, projection: { share_id: 1, edit_id: 1 } });
      if (!doc) return false;
      await noteIds.retire([doc]);
      const result = await notes.deleteOne({ share_id: shareId });
      await versions.removeOf([shareId]);
      return result.deletedCount > 0;
    },

    async listByOwner(ownerId: string, now: Date) {
      assertReady();
      const docs = await notes
        .find<OwnedNoteDocument>({ owner_id: ownerId, ...live(now) }, { projection: OWNED_NOTE_PROJECTION })
        .sort({ updated_at: -1 })
        .toArray();
      return docs.map(ownedNoteFromDocument);
    },

    async claim(shareId: string, editId: string, ownerId: string, now: Date) {
      assertReady();
      const doc = await notes.findOneAndUpdate(
        { share_id: shareId, edit_id: editId, owner_id: { $in: [null, ownerId] }, disabled_at: null, ...live(now) },
        { $set: { owner_id: ownerId } },
        { returnDocument: 'after' },
      );
      return doc ? noteFromDocument(doc) : null;
    },

    async deleteByOwner(ownerId: string) {
      assertReady();
      // A note an operator took down stays for the operator (null also matches documents without the field).
      const owned = await notes.find({ owner_id: ownerId, disabled_at: null }, { ...LATEST, projection: { share_id: 1, edit_id: 1 } }).toArray();
      if (owned.length === 0) return 0;
      // Ids are retired before their notes go, as in delete(): a crash in between leaves live notes with retired
      // ids, which a retry of the account deletion removes.
      await noteIds.retire(owned);
      const shareIds = owned.map((doc) => doc.share_id);
      const result = await notes.deleteMany({ owner_id: ownerId, disabled_at: null, share_id: { $in: shareIds } });
      await versions.removeOf(shareIds);
      return result.deletedCount;
    },

    async purgeExpired(now: Date, limit: number) {
      assertReady();
      // The driver reads limit 0 as "no limit": refuse it rather than purge everything.
      if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`purgeExpired limit must be a positive integer, got ${limit}`);
      const expired = { expires_at: { $lte: now } };
      const batch = await notes
        .find(expired, { projection: { _id: 1, share_id: 1, edit_id: 1 }, sort: { expires_at: 1 }, limit })
        .toArray();
      if (batch.length === 0) return 0;
      // Retiring ids whose note then survives (its expiry pushed back meanwhile) is harmless: they were used.
      await noteIds.retire(batch);
      // Re-checking expiry in the delete keeps a note whose expiry was just pushed back.
      const result = await notes.deleteMany({ _id: { $in: batch.map((doc) => doc._id) }, ...expired });
      // History goes with each note that went (not with one whose expiry was pushed back meanwhile).
      const candidates = batch.map((doc) => doc.share_id);
      const stayed = new Set(
        (await notes.find({ share_id: { $in: candidates } }, { ...LATEST, projection: { share_id: 1 } }).toArray()).map((doc) => doc.share_id),
      );
      await versions.removeOf(candidates.filter((shareId) => !stayed.has(shareId)));
      return result.deletedCount;
    },

    async insertReport(report: StoredReport) {
      assertReady();
      await reports.insertOne({
        share_id: report.shareId,
        reason: report.reason,
        details: report.details,
        created_at: report.createdAt,
        note_key: report.key,
      });
    },

    async listReports(shareId: string) {
      assertReady();
      const docs = await reports.find({ share_id: shareId }).sort({ created_at: 1, _id: 1 }).toArray();
      return docs.map((doc) => ({
        shareId: doc.share_id,
        reason: doc.reason,
        details: doc.details,
        createdAt: doc.created_at,
        key: doc.note_key ?? null,
      }));
    },

    setDisabled: moderation.setDisabled,
    listOpenReports: moderation.listOpenReports,
    resolveReports: moderation.resolveReports,
    recordAdminAction: moderation.recordAdminAction,
    listAdminActions: moderation.listAdminActions,
  };
}
