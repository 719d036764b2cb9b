// The LinkStore half of the PostgreSQL adapter (link-store.ts, migration 2). Single statements where one suffices
// (counting an open, a reveal, a turn-off: the row lock makes concurrent ones wait and then see the change); a
// transaction where a check comes before the write. A link's id is retired by a trigger whenever its row goes.
import type { Pool } from 'pg';
import type { LinkStore, StoredLink } from './link-store.ts';
import type { StoredNote } from './note-store.ts';
import { noteFromRow, NOTE_SELECT, type Row } from './postgres-rows.ts';
import { transaction } from './postgres-transactions.ts';
import { LINK_COLUMNS, LINK_SELECT, linkFromRow, linkToValues, reasonFromColumn } from './sql-link-rows.ts';

const liveAt = (n: number) => `(expires_at IS NULL OR expires_at > $${n})`;

/** Whether `id` ($1) was ever used as a share, edit or link id, or retired. */
const USED = `SELECT 1 FROM notes WHERE share_id = $1 OR edit_id = $1
  UNION ALL SELECT 1 FROM note_links WHERE link_id = $1
  UNION ALL SELECT 1 FROM retired_ids WHERE id = $1 LIMIT 1`;

const first = (rows: Row[]): StoredLink | null => (rows[0] ? linkFromRow(rows[0]) : null);

export function postgresLinks(use: () => Pool): LinkStore<StoredNote> {
  return {
    async insertLink(link, now) {
      return transaction(use(), async (client) => {
        const existing = first((await client.query<Row>(`SELECT ${LINK_SELECT} FROM note_links WHERE link_id = $1`, [link.linkId])).rows);
        if (existing) return existing.shareId === link.shareId ? { kind: 'exists', link: existing } : { kind: 'taken' };
        // FOR SHARE: a delete of the note waits for this insert (and then takes the link with it), never the reverse.
        const note = await client.query(`SELECT 1 FROM notes WHERE share_id = $1 AND ${liveAt(2)} FOR SHARE`, [link.shareId, now.getTime()]);
        if ((note.rowCount ?? 0) === 0) return { kind: 'no-note' };
        if (((await client.query(USED, [link.linkId])).rowCount ?? 0) > 0) return { kind: 'taken' };
        const placeholders = LINK_COLUMNS.map((_, index) => `$${index + 1}`).join(', ');
        const inserted = await client.query(
          `INSERT INTO note_links (${LINK_SELECT}) VALUES (${placeholders}) ON CONFLICT DO NOTHING`,
          linkToValues(link, (value) => value),
        );
        if ((inserted.rowCount ?? 0) === 1) return { kind: 'inserted', link };
        // The same add, replayed through another instance at the same moment, stored it first.
        const raced = first((await client.query<Row>(`SELECT ${LINK_SELECT} FROM note_links WHERE link_id = $1`, [link.linkId])).rows);
        return raced?.shareId === link.shareId ? { kind: 'exists', link: raced } : { kind: 'taken' };
      });
    },

    async findLink(linkId) {
      return first((await use().query<Row>(`SELECT ${LINK_SELECT} FROM note_links WHERE link_id = $1`, [linkId])).rows);
    },

    async listLinks(shareId) {
      const { rows } = await use().query<Row>(`SELECT ${LINK_SELECT} FROM note_links WHERE share_id = $1 ORDER BY created_at, link_id`, [shareId]);
      return rows.map(linkFromRow);
    },

    async revokeLink(shareId, linkId, at) {
      const changed = await use().query<Row>(
        `UPDATE note_links SET revoked_at = $1 WHERE link_id = $2 AND share_id = $3 AND revoked_at IS NULL AND revealed_at IS NULL
         RETURNING ${LINK_SELECT}`,
        [at.getTime(), linkId, shareId],
      );
      if (changed.rows[0]) return linkFromRow(changed.rows[0]);
      return first((await use().query<Row>(`SELECT ${LINK_SELECT} FROM note_links WHERE link_id = $1 AND share_id = $2`, [linkId, shareId])).rows);
    },

    async countOpen(linkId) {
      const { rows } = await use().query<Row>(
        `UPDATE note_links SET opened_count = opened_count + 1 WHERE link_id = $1 AND revoked_at IS NULL AND revealed_at IS NULL
         RETURNING ${LINK_SELECT}`,
        [linkId],
      );
      return first(rows);
    },

    async revealLink(linkId, at) {
      const { rows } = await use().query<Row>(
        `UPDATE note_links SET revealed_at = $1, opened_count = opened_count + 1
         WHERE link_id = $2 AND view_once AND revoked_at IS NULL AND revealed_at IS NULL RETURNING ${LINK_SELECT}`,
        [at.getTime(), linkId],
      );
      return first(rows);
    },

    async retiredReason(id) {
      const { rows } = await use().query<Row>('SELECT reason FROM retired_ids WHERE id = $1', [id]);
      return rows[0] ? reasonFromColumn(rows[0].reason) : null;
    },

    async replaceShareId(shareId, next, now) {
      return transaction(use(), async (client) => {
        if (((await client.query(USED, [next])).rowCount ?? 0) > 0) return null;
        // History and links follow by ON UPDATE CASCADE; reports are the note's too.
        const { rows } = await client.query<Row>(
          `UPDATE notes SET share_id = $2 WHERE share_id = $1 AND ${liveAt(3)} RETURNING ${NOTE_SELECT}`,
          [shareId, next, now.getTime()],
        );
        if (!rows[0]) return null;
        await client.query('UPDATE reports SET share_id = $2 WHERE share_id = $1', [shareId, next]);
        await client.query(`INSERT INTO retired_ids (id, retired_at, reason) VALUES ($1, $2, 'replaced') ON CONFLICT DO NOTHING`, [shareId, now.getTime()]);
        return noteFromRow(rows[0]);
      });
    },

    async replaceEditId(shareId, editId, next, now) {
      return transaction(use(), async (client) => {
        if (((await client.query(USED, [next])).rowCount ?? 0) > 0) return null;
        const { rows } = await client.query<Row>(
          `UPDATE notes SET edit_id = $3 WHERE share_id = $1 AND edit_id = $2 AND ${liveAt(4)} RETURNING ${NOTE_SELECT}`,
          [shareId, editId, next, now.getTime()],
        );
        if (!rows[0]) return null;
        await client.query(`INSERT INTO retired_ids (id, retired_at, reason) VALUES ($1, $2, 'replaced') ON CONFLICT DO NOTHING`, [editId, now.getTime()]);
        return noteFromRow(rows[0]);
      });
    },

    async burnNote(shareId, now) {
      // One statement: the note goes with its history and links (cascade; the links' ids retired by their trigger) and
      // its own ids are retired as read. A second reveal at the same moment waits for the row and finds nothing.
      const { rows } = await use().query<Row>(
        `WITH gone AS (DELETE FROM notes WHERE share_id = $1 AND ${liveAt(2)} RETURNING ${NOTE_SELECT}),
         retired AS (
           INSERT INTO retired_ids (id, retired_at, reason)
           SELECT ids.id, $2, 'read' FROM gone CROSS JOIN LATERAL (VALUES (gone.share_id), (gone.edit_id)) AS ids (id)
           ON CONFLICT DO NOTHING)
         SELECT * FROM gone`,
        [shareId, now.getTime()],
      );
      return rows[0] ? noteFromRow(rows[0]) : null;
    },
  };
}
