// Note history in the MongoDB adapter: one document per kept version in `note_versions`, contents through
// version-codec.ts. MongoDB applies one document's change atomically, not two collections' without a transaction
// (which a standalone server lacks), so keeping the replaced version is the next step of the same write path:
// the note's findOneAndUpdate returns the document as it was, and its version is inserted right after. A crash
// between the two loses that one history entry, never the note or its acknowledged write. Versions carry the
// note's expires_at under a TTL index, so they expire with the note the TTL monitor removes.
import { Binary, type Collection, type Db } from 'mongodb';
import { isDuplicateKey, type NoteDocument } from './mongo-documents.ts';
import type { NoteVersion, RetentionBounds, RetentionRule, VersionSummary } from './note-store.ts';
import { decodeChain, encodeKeyframe, encodeReplaced, type EncodedContent } from './version-codec.ts';

export interface VersionDocument {
  share_id: string;
  version: number;
  updated_at: Date;
  title: string;
  size: number;
  keyframe: boolean;
  run: number;
  /** The retention pace this version was last thinned at: 0 none, 1 hourly, 2 daily. */
  settled: number;
  body: Binary;
  expires_at: Date | null;
}

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

  return {
    async indexes(): Promise<void> {
      await versions.createIndexes([
        { key: { share_id: 1, version: -1 }, name: 'share_id_version', unique: true },
        { key: { settled: 1, updated_at: 1 }, name: 'settled_updated_at' },
        { key: { expires_at: 1 }, name: 'expires_at_ttl', expireAfterSeconds: 0 },
      ]);
    },

    /** Keeps `replaced` (the note as it was before a write that moved its version) now that `newer` replaced it. */
    async keepReplaced(replaced: NoteDocument, newer: NoteDocument): Promise<void> {
      const below = await versions.findOne({ share_id: replaced.share_id }, { sort: { version: -1 }, projection: { run: 1 } });
      const deltasBelow = below?.run ?? 0;
      const encoded = encodeReplaced(replaced.content, newer.content, deltasBelow);
      try {
        await versions.insertOne({
          share_id: replaced.share_id,
          version: replaced.version,
          updated_at: replaced.updated_at,
          title: replaced.title,
          size: Buffer.byteLength(replaced.content, 'utf8'),
          keyframe: encoded.keyframe,
          run: encoded.keyframe ? 0 : deltasBelow + 1,
          settled: 0,
          body: new Binary(encoded.body),
          expires_at: newer.expires_at,
        });
      } catch (error) {
        // A version is kept once; a retried write path finds it there.
        if (!isDuplicateKey(error)) throw error;
      }
    },

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
          { $match: { $or: [{ settled: { $lt: 1 }, updated_at: { $lte: bounds.hourly } }, { settled: { $lt: 2 }, updated_at: { $lte: bounds.daily } }] } },
          { $group: { _id: '$share_id' } },
          { $limit: limit },
        ])
        .toArray();
      return docs.map((doc) => doc._id);
    },

    /**
     * As the SQLite adapter's thinKept: a kept delta whose base goes becomes a keyframe first (decoded while the
     * base still exists), then the others go. Not one atomic step here; each step leaves every kept version readable.
     */
    async thin(shareId: string, current: string | null, bounds: RetentionBounds, rule: RetentionRule): Promise<number> {
      if (current === null) return (await versions.deleteMany({ share_id: shareId })).deletedCount;
      const docs = await versions
        .find({ share_id: shareId }, { projection: { version: 1, updated_at: 1, keyframe: 1 } })
        .sort({ version: -1 })
        .toArray();
      const kept = rule(docs.map((doc) => ({ version: doc.version, updatedAt: doc.updated_at })), bounds);
      for (const [i, doc] of docs.entries()) {
        const base = i > 0 ? docs[i - 1]!.version : null;
        if (!kept.has(doc.version) || doc.keyframe || base === null || kept.has(base)) continue;
        const content = (await readKept(shareId, doc.version, current))!.content;
        await versions.updateOne(
          { share_id: shareId, version: doc.version },
          { $set: { keyframe: true, run: 0, body: new Binary(encodeKeyframe(content).body) } },
        );
      }
      const gone = docs.filter((doc) => !kept.has(doc.version)).map((doc) => doc.version);
      const removed = gone.length > 0 ? (await versions.deleteMany({ share_id: shareId, version: { $in: gone } })).deletedCount : 0;
      await versions.updateMany({ share_id: shareId, updated_at: { $lte: bounds.daily } }, { $set: { settled: 2 } });
      await versions.updateMany(
        { share_id: shareId, updated_at: { $gt: bounds.daily, $lte: bounds.hourly } },
        { $set: { settled: 1 } },
      );
      return removed;
    },
  };
}
