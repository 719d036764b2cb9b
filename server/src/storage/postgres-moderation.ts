// The ModerationStore half of the PostgreSQL adapter. Each write is one statement, atomic on its own; every app
// instance (and the admin command, in its own process) sees a take-down on its next read, since none keeps a copy.
import type { Pool } from 'pg';
import type { AdminAction, ModerationStore, ReportResolution } from './moderation-store.ts';
import { adminActionFromRow, openReportGroupFromRow, type Row } from './postgres-rows.ts';

export function postgresModeration(use: () => Pool): ModerationStore {
  return {
    async setDisabled(shareId: string, disabledAt: Date | null) {
      const result = await use().query('UPDATE notes SET disabled_at = $1 WHERE share_id = $2', [disabledAt?.getTime() ?? null, shareId]);
      return (result.rowCount ?? 0) > 0;
    },

    async listOpenReports() {
      const result = await use().query<Row>(
        `SELECT share_id, reason, count(*) AS count, min(created_at) AS first_at, max(created_at) AS last_at,
           string_agg(DISTINCT note_key, ',') AS keys
         FROM reports WHERE resolved_at IS NULL
         GROUP BY share_id, reason ORDER BY last_at DESC, share_id, reason`,
      );
      return result.rows.map(openReportGroupFromRow);
    },

    async resolveReports(shareId: string, resolution: ReportResolution, at: Date) {
      const result = await use().query(
        'UPDATE reports SET resolved_at = $1, resolution = $2 WHERE share_id = $3 AND resolved_at IS NULL',
        [at.getTime(), resolution, shareId],
      );
      return result.rowCount ?? 0;
    },

    async recordAdminAction(action: AdminAction) {
      await use().query('INSERT INTO admin_actions (at, action, share_id, detail) VALUES ($1, $2, $3, $4)', [
        action.at.getTime(),
        action.action,
        action.shareId,
        action.detail,
      ]);
    },

    async listAdminActions() {
      const result = await use().query<Row>('SELECT at, action, share_id, detail FROM admin_actions ORDER BY id');
      return result.rows.map(adminActionFromRow);
    },
  };
}
