// The ModerationStore half of the MongoDB adapter: a note's disabled_at field, reports closed in place and an
// admin_actions collection. Each write is one single-document or multi-document update with majority concern,
// so every app instance sees a take-down on its next majority read.
import type { Collection, Db } from 'mongodb';
import type { AdminAction, ModerationStore, OpenReportGroup, ReportResolution } from './moderation-store.ts';
import type { AdminActionDocument, NoteDocument, ReportDocument } from './mongo-documents.ts';

type Durable = { writeConcern: { w: 'majority' }; readConcern: { level: 'majority' } };

export function mongoModeration(
  db: Db,
  collections: { notes: Collection<NoteDocument>; reports: Collection<ReportDocument> },
  durable: Durable,
  assertReady: () => void,
): ModerationStore & { indexes(): Promise<void> } {
  const { notes, reports } = collections;
  const actions = db.collection<AdminActionDocument>('admin_actions', durable);
  // `resolved_at: null` also matches reports filed before the field existed.
  const open = { resolved_at: null };

  return {
    async indexes() {
      // Open reports are those with resolved_at null (or missing): the listing and the per-note close both
      // start with it.
      await reports.createIndexes([{ key: { resolved_at: 1, share_id: 1 }, name: 'open_reports' }]);
    },

    async setDisabled(shareId: string, disabledAt: Date | null) {
      assertReady();
      const result = await notes.updateOne({ share_id: shareId }, { $set: { disabled_at: disabledAt } });
      return result.matchedCount > 0;
    },

    async listOpenReports() {
      assertReady();
      const groups = await reports
        .aggregate<{ _id: { share_id: string; reason: string }; count: number; first_at: Date; last_at: Date; keys: (string | null)[] }>([
          { $match: open },
          {
            $group: {
              _id: { share_id: '$share_id', reason: '$reason' },
              count: { $sum: 1 },
              first_at: { $min: '$created_at' },
              last_at: { $max: '$created_at' },
              // A missing note_key adds nothing to the set; an explicit null is dropped below.
              keys: { $addToSet: '$note_key' },
            },
          },
          { $sort: { last_at: -1, '_id.share_id': 1, '_id.reason': 1 } },
        ])
        .toArray();
      return groups.map(
        (group): OpenReportGroup => ({
          shareId: group._id.share_id,
          reason: group._id.reason,
          count: group.count,
          firstAt: group.first_at,
          lastAt: group.last_at,
          keys: group.keys.filter((key): key is string => typeof key === 'string').sort(),
        }),
      );
    },

    async resolveReports(shareId: string, resolution: ReportResolution, at: Date) {
      assertReady();
      const result = await reports.updateMany({ share_id: shareId, ...open }, { $set: { resolved_at: at, resolution } });
      return result.modifiedCount;
    },

    async recordAdminAction(action: AdminAction) {
      assertReady();
      await actions.insertOne({ at: action.at, action: action.action, share_id: action.shareId, detail: action.detail });
    },

    async listAdminActions() {
      assertReady();
      const docs = await actions.find({}).sort({ at: 1, _id: 1 }).toArray();
      return docs.map((doc) => ({ at: doc.at, action: doc.action, shareId: doc.share_id, detail: doc.detail }));
    },
  };
}
