// Note history in the MongoDB adapter: one document per kept version in `note_versions`, contents through
// version-codec.ts. MongoDB applies one document's change atomically, not two collections' without a transaction
// (which a standalone server lacks), so keeping the replaced version is the next step of the same write path:
// the note's findOneAndUpdate returns the document as it was, and its version is inserted right after. A crash
// between the two loses that one history entry, never the note or its acknowledged write. Versions carry the
// note's expires_at under a TTL index, so they expire with the note the TTL monitor removes. The bounds of
// history-limits.ts hold as in SQLite, decided from the stored versions (no counts on the note): the deltas above the
// newest keyframe are read back before a version is kept (at most KEYFRAME_EVERY small documents), and the history's
// totals are summed by the server after it is kept, the oldest versions going beyond a ceiling.
import { Binary, type Collection, type Db, type Document } from 'mongodb';
import { KEYFRAME_BYTES, KEYFRAME_EVERY, type HistoryLimits } from './history-limits.ts';
import { isDuplicateKey, type NoteDocument } from './mongo-documents.ts';
import type { HistoryFootprint, NoteVersion, RetentionBounds, RetentionRule, VersionSummary } from './note-store.ts';
import { decodeChain, encodeKeyframe, encodeReplaced, type EncodedContent } from './version-codec.ts';

export interface VersionDocument {
  share_id: string;
  version: number;
  updated_at: Date;
  title: string;
  size: number;
  keyframe: boolean;
  /** The retention pace this version was last thinned at: 0 none, 1 hourly, 2 daily. */
  settled: number;
  body: Binary;
  expires_at: Date | null;
  /** Stored bytes, as the ceiling counts them: the body's plus the title's (UTF-8). Absent on versions kept before. */
  stored?: number;
}

/** A version's stored bytes, for versions kept before `stored` existed too. */
const STORED_BYTES: Document = { $ifNull: ['$stored', { $add: [{ $binarySize: '$body' }, { $strLenBytes: '$title' }] }] };

const bytesOf = (body: Binary): Uint8Array => body.read(0, body.length());
const encodedOf = (doc: Pick<VersionDocument, 'keyframe' | 'body'>): EncodedContent => ({ keyframe: doc.keyframe, body: bytesOf(doc.body) });

export function mongoVersions(db: Db, options: { writeConcern: { w: 'majority' } }) {
  const versions: Collection<VersionDocument> = db.collection<VersionDocument>('note_versions', options);

  /** A kept older version, decoded from the nearest keyframe above it (or the note's current content). */
  async function readKept(shareId: string, version: number, current: string): Promise<NoteVersion | null> {
    const docs: VersionDocument[] = [];
    for await (const doc of versions.find({ share_id: shareId, version: { $gte: version } }).sort({ version: 1 })) {
      docs.push(doc);
      if (doc.keyframe) break;
    }
    const wanted = docs[0];
    if (!wanted || wanted.version !== version) return null;
    return { version, updatedAt: wanted.updated_at, title: wanted.title, content: decodeChain(docs.map(encodedOf).reverse(), current) };
  }

  /** The content bytes of the deltas kept above the note's newest keyframe: what a read of the oldest of them decodes. */
  async function runAbove(shareId: string): Promise<number> {
    let run = 0;
    const newest = versions.find({ share_id: shareId }, { projection: { keyframe: 1, size: 1 } }).sort({ version: -1 }).limit(KEYFRAME_EVERY);
    for await (const doc of newest) {
      if (doc.keyframe) break;
      run += doc.size;
    }
    return run;
  }

  /** What the note's history holds, summed by the server. */
  async function footprint(shareId: string): Promise<HistoryFootprint> {
    const [totals] = await versions
      .aggregate<HistoryFootprint>([
        { $match: { share_id: shareId } },
        { $group: { _id: null, versions: { $sum: 1 }, bytes: { $sum: STORED_BYTES } } },
        { $project: { _id: 0, versions: 1, bytes: 1 } },
      ])
      .toArray();
    return totals ?? { versions: 0, bytes: 0 };
  }

  /**
   * The oldest versions go while the history is over a ceiling (never the newest one). The oldest kept version is no
   * other's base (each delta is against the next newer one), so nothing is rewritten. Returns how many went.
   */
  async function trimToLimits(shareId: string, limits: HistoryLimits): Promise<number> {
    let { versions: count, bytes } = await footprint(shareId);
    if (count <= limits.maxVersions && bytes <= limits.maxBytes) return 0;
    let cutoff: number | null = null;
    const oldest = versions.aggregate<{ version: number; bytes: number }>([
      { $match: { share_id: shareId } },
      { $sort: { version: 1 } },
      { $project: { _id: 0, version: 1, bytes: STORED_BYTES } },
    ]);
    for await (const doc of oldest) {
      if ((count <= limits.maxVersions && bytes <= limits.maxBytes) || count <= 1) break;
      count -= 1;
      bytes -= doc.bytes;
      cutoff = doc.version;
    }
    if (cutoff === null) return 0;
    return (await versions.deleteMany({ share_id: shareId, version: { $lte: cutoff } })).deletedCount;
  }

  return {
    async indexes(): Promise<void> {
      await versions.createIndexes([
        { key: { share_id: 1, version: -1 }, name: 'share_id_version', unique: true },
        { key: { settled: 1, updated_at: 1 }, name: 'settled_updated_at' },
        { key: { expires_at: 1 }, name: 'expires_at_ttl', expireAfterSeconds: 0 },
      ]);
    },

    /**
     * Keeps `replaced` (the note as it was before a write that moved its version) now that `newer` replaced it, then
     * brings the note's history within `limits`.
     */
    async keepReplaced(replaced: NoteDocument, newer: NoteDocument, limits: HistoryLimits): Promise<void> {
      const size = Buffer.byteLength(replaced.content, 'utf8');
      const encoded = encodeReplaced(replaced.content, newer.content, replaced.version, size, await runAbove(replaced.share_id));
      try {
        await versions.insertOne({
          share_id: replaced.share_id,
          version: replaced.version,
          updated_at: replaced.updated_at,
          title: replaced.title,
          size,
          keyframe: encoded.keyframe,
          settled: 0,
          body: new Binary(encoded.body),
          expires_at: newer.expires_at,
          stored: encoded.body.byteLength + Buffer.byteLength(replaced.title, 'utf8'),
        });
      } catch (error) {
        // A version is kept once; a retried write path finds it there.
        if (!isDuplicateKey(error)) throw error;
      }
      await trimToLimits(replaced.share_id, limits);
    },

    footprint,

    /** The note's expiry moved: its history follows, so the TTL monitor removes both together. */
    async followExpiry(shareId: string, expiresAt: Date | null): Promise<void> {
      await versions.updateMany({ share_id: shareId }, { $set: { expires_at: expiresAt } });
    },

    async removeOf(shareIds: readonly string[]): Promise<void> {
      if (shareIds.length > 0) await versions.deleteMany({ share_id: { $in: [...shareIds] } });
    },

    async listKept(shareId: string, before: number, limit: number): Promise<VersionSummary[]> {
      if (limit < 1) return [];
      const docs = await versions
        .find({ share_id: shareId, version: { $lt: before } }, { projection: { version: 1, updated_at: 1, title: 1, size: 1 } })
        .sort({ version: -1 })
        .limit(limit)
        .toArray();
      return docs.map((doc) => ({ version: doc.version, updatedAt: doc.updated_at, title: doc.title, size: doc.size }));
    },

    readKept,

    async notesToThin(bounds: RetentionBounds, limit: number): Promise<string[]> {
      const docs = await versions
        .aggregate<{ _id: string }>([
          // Each clause is an index range on (settled, updated_at): only versions not yet thinned at their pace.
          { $match: { $or: [{ settled: 0, updated_at: { $lte: bounds.hourly } }, { settled: { $in: [0, 1] }, updated_at: { $lte: bounds.daily } }] } },
          { $group: { _id: '$share_id' } },
          { $limit: limit },
        ])
        .toArray();
      return docs.map((doc) => doc._id);
    },

    /**
     * As the SQLite adapter's thinKept: a kept delta whose base goes becomes a keyframe first (decoded while the
     * base still exists), then the others go; then what is left is brought within history-limits.ts (the oldest
     * versions go beyond a ceiling, then a delta that would make a run of deltas hold more than KEYFRAME_BYTES becomes a
     * keyframe, newest first). Not one atomic step here; each step leaves every kept version readable.
     */
    async thin(shareId: string, current: string | null, bounds: RetentionBounds, rule: RetentionRule, limits: HistoryLimits): Promise<number> {
      if (current === null) return (await versions.deleteMany({ share_id: shareId })).deletedCount;
      const docs = await versions
        .find({ share_id: shareId }, { projection: { version: 1, updated_at: 1, keyframe: 1, size: 1 } })
        .sort({ version: -1 })
        .toArray();
      const kept = rule(docs.map((doc) => ({ version: doc.version, updatedAt: doc.updated_at })), bounds);
      // The body changes size: `stored` goes, and the server counts it from the body and title (STORED_BYTES).
      const rewriteAsKeyframe = async (version: number) => {
        const content = (await readKept(shareId, version, current))!.content;
        await versions.updateOne(
          { share_id: shareId, version },
          { $set: { keyframe: true, body: new Binary(encodeKeyframe(content).body) }, $unset: { stored: '' } },
        );
      };
      const keyframes = new Set<number>();
      for (const [i, doc] of docs.entries()) {
        const base = i > 0 ? docs[i - 1]!.version : null;
        if (!kept.has(doc.version) || doc.keyframe || base === null || kept.has(base)) continue;
        await rewriteAsKeyframe(doc.version);
        keyframes.add(doc.version);
      }
      const gone = docs.filter((doc) => !kept.has(doc.version)).map((doc) => doc.version);
      const removed = gone.length > 0 ? (await versions.deleteMany({ share_id: shareId, version: { $in: gone } })).deletedCount : 0;
      // Beyond a ceiling the oldest go first (no rewrite needed), so no version is rewritten only to be removed.
      const trimmed = await trimToLimits(shareId, limits);
      const left = trimmed > 0 ? new Set((await versions.find({ share_id: shareId }, { projection: { version: 1 } }).toArray()).map((doc) => doc.version)) : kept;
      // Newest first: each decode walks a chain already within the bound.
      let run = 0;
      for (const doc of docs) {
        if (!left.has(doc.version)) continue;
        if (!doc.keyframe && !keyframes.has(doc.version) && run + doc.size <= KEYFRAME_BYTES) {
          run += doc.size;
          continue;
        }
        if (!doc.keyframe && !keyframes.has(doc.version)) await rewriteAsKeyframe(doc.version);
        run = 0;
      }
      await versions.updateMany({ share_id: shareId, updated_at: { $lte: bounds.daily } }, { $set: { settled: 2 } });
      await versions.updateMany(
        { share_id: shareId, updated_at: { $gt: bounds.daily, $lte: bounds.hourly } },
        { $set: { settled: 1 } },
      );
      return removed + trimmed;
    },
  };
}
