// The ModerationStore half of the SQLite adapter. The admin command runs it in its own process on the file the
// server has open: WAL lets both connections work at once, busy_timeout makes a writer wait for the other's
// lock instead of failing, and the server sees the change on its next read (no in-process copy of a note).
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import type { AdminAction, ModerationStore, ReportResolution } from './moderation-store.ts';
import type { GroupCommitter } from './sqlite-group-commit.ts';
import { adminActionFromRow, openReportGroupFromRow } from './sqlite-rows.ts';

export function prepareModerationStatements(db: DatabaseSync) {
  return {
    setDisabled: db.prepare('UPDATE notes SET disabled_at = ? WHERE share_id = ?'),
    listOpenReports: db.prepare(
      `SELECT share_id, reason, COUNT(*) AS count, MIN(created_at) AS first_at, MAX(created_at) AS last_at,
         group_concat(DISTINCT note_key) AS keys
       FROM reports WHERE resolved_at IS NULL
       GROUP BY share_id, reason ORDER BY last_at DESC, share_id, reason`,
    ),
    resolveReports: db.prepare(
      'UPDATE reports SET resolved_at = ?, resolution = ? WHERE share_id = ? AND resolved_at IS NULL',
    ),
    recordAdminAction: db.prepare('INSERT INTO admin_actions (at, action, share_id, detail) VALUES (?, ?, ?, ?)'),
    listAdminActions: db.prepare('SELECT at, action, share_id, detail FROM admin_actions ORDER BY id'),
  } satisfies Record<string, StatementSync>;
}

type ModerationStatements = ReturnType<typeof prepareModerationStatements>;

export function sqliteModeration(use: () => { moderation: ModerationStatements; writes: GroupCommitter }): ModerationStore {
  return {
    async setDisabled(shareId: string, disabledAt: Date | null) {
      const { moderation, writes } = use();
      const changes = await writes.write(() => moderation.setDisabled.run(disabledAt?.getTime() ?? null, shareId).changes);
      return Number(changes) > 0;
    },

    async listOpenReports() {
      return use().moderation.listOpenReports.all().map(openReportGroupFromRow);
    },

    async resolveReports(shareId: string, resolution: ReportResolution, at: Date) {
      const { moderation, writes } = use();
      const changes = await writes.write(() => moderation.resolveReports.run(at.getTime(), resolution, shareId).changes);
      return Number(changes);
    },

    async recordAdminAction(action: AdminAction) {
      const { moderation, writes } = use();
      await writes.write(() =>
        moderation.recordAdminAction.run(action.at.getTime(), action.action, action.shareId, action.detail),
      );
    },

    async listAdminActions() {
      return use().moderation.listAdminActions.all().map(adminActionFromRow);
    },
  };
}
