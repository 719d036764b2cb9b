// The LinkStore half of the SQLite adapter (link-store.ts, migration 8). Each call is one write of the group committer,
// so its checks and changes are one atomic step, serialised with every other write of this process and, through
// BEGIN IMMEDIATE, of any other process on the file. A link's id is retired by a trigger whenever its row goes.
import type { DatabaseSync, SQLInputValue, SQLOutputValue, StatementSync } from 'node:sqlite';
import type { LinkStore, StoredLink } from './link-store.ts';
import type { StoredNote } from './note-store.ts';
import type { GroupCommitter } from './sqlite-group-commit.ts';
import { noteFromRow, type NoteValues } from './sqlite-rows.ts';
import { LINK_COLUMNS, LINK_SELECT, linkFromRow, linkToValues, reasonFromColumn } from './sql-link-rows.ts';
import { NOTE_COLUMNS } from './sql-rows.ts';

const LIVE = '(expires_at IS NULL OR expires_at > :now)';
const NOTE_SELECT = NOTE_COLUMNS.join(', ');

/** Rows of NOTE_COLUMNS' values in that order, as noteFromRow reads them. */
interface NoteRows {
  get(named: Record<string, SQLInputValue>): NoteValues | undefined;
}

function noteRows(db: DatabaseSync, sql: string): NoteRows {
  const statement = db.prepare(sql);
  statement.setReturnArrays(true);
  return statement as unknown as NoteRows;
}

export function prepareLinkStatements(db: DatabaseSync) {
  return {
    insert: db.prepare(`INSERT INTO note_links (${LINK_SELECT}) VALUES (${LINK_COLUMNS.map(() => '?').join(', ')})`),
    find: db.prepare(`SELECT ${LINK_SELECT} FROM note_links WHERE link_id = ?`),
    list: db.prepare(`SELECT ${LINK_SELECT} FROM note_links WHERE share_id = ? ORDER BY created_at, link_id`),
    liveNote: db.prepare(`SELECT 1 AS found FROM notes WHERE share_id = :share_id AND ${LIVE}`),
    // Share ids, edit ids and link ids are one namespace as far as a new id is concerned: none is ever used twice.
    used: db.prepare(
      `SELECT 1 AS found FROM notes WHERE share_id = :id OR edit_id = :id
       UNION ALL SELECT 1 FROM note_links WHERE link_id = :id
       UNION ALL SELECT 1 FROM retired_ids WHERE id = :id LIMIT 1`,
    ),
    revoke: db.prepare(
      'UPDATE note_links SET revoked_at = ? WHERE link_id = ? AND share_id = ? AND revoked_at IS NULL AND revealed_at IS NULL',
    ),
    findOfNote: db.prepare(`SELECT ${LINK_SELECT} FROM note_links WHERE link_id = ? AND share_id = ?`),
    countOpen: db.prepare(
      `UPDATE note_links SET opened_count = opened_count + 1 WHERE link_id = ? AND revoked_at IS NULL AND revealed_at IS NULL
       RETURNING ${LINK_SELECT}`,
    ),
    reveal: db.prepare(
      `UPDATE note_links SET revealed_at = ?, opened_count = opened_count + 1
       WHERE link_id = ? AND view_once = 1 AND revoked_at IS NULL AND revealed_at IS NULL RETURNING ${LINK_SELECT}`,
    ),
    reason: db.prepare('SELECT reason FROM retired_ids WHERE id = ?'),
    retire: db.prepare('INSERT INTO retired_ids (id, retired_at, reason) VALUES (?, ?, ?) ON CONFLICT DO NOTHING'),
    moveShareId: db.prepare(`UPDATE notes SET share_id = :next WHERE share_id = :share_id AND ${LIVE}`),
    moveVersions: db.prepare('UPDATE note_versions SET share_id = :next WHERE share_id = :share_id'),
    moveReports: db.prepare('UPDATE reports SET share_id = :next WHERE share_id = :share_id'),
    noteByShareId: noteRows(db, `SELECT ${NOTE_SELECT} FROM notes WHERE share_id = :share_id`),
    moveEditId: noteRows(
      db,
      `UPDATE notes SET edit_id = :next WHERE share_id = :share_id AND edit_id = :edit_id AND ${LIVE} RETURNING ${NOTE_SELECT}`,
    ),
    burn: noteRows(db, `DELETE FROM notes WHERE share_id = :share_id AND ${LIVE} RETURNING ${NOTE_SELECT}`),
  } satisfies Record<string, StatementSync | NoteRows>;
}

type LinkStatements = ReturnType<typeof prepareLinkStatements>;

const asLink = (row: Record<string, SQLOutputValue> | undefined): StoredLink | null => (row ? linkFromRow(row) : null);

export function sqliteLinks(
  use: () => { db: DatabaseSync; links: LinkStatements; writes: GroupCommitter },
  /** Folds the WAL after a removal, so no copy of a burnt note's text stays behind (sqlite-store.ts). */
  forgetRemovedText: () => void,
): LinkStore<StoredNote> {
  const isUsed = (links: LinkStatements, id: string) => links.used.get({ id }) !== undefined;

  return {
    async insertLink(link, now) {
      const { links, writes } = use();
      return writes.write(() => {
        const existing = asLink(links.find.get(link.linkId));
        if (existing) return existing.shareId === link.shareId ? { kind: 'exists', link: existing } : { kind: 'taken' };
        if (links.liveNote.get({ share_id: link.shareId, now: now.getTime() }) === undefined) return { kind: 'no-note' };
        if (isUsed(links, link.linkId)) return { kind: 'taken' };
        links.insert.run(...linkToValues(link, (value) => (value ? 1 : 0)));
        return { kind: 'inserted', link };
      });
    },

    async findLink(linkId) {
      const pending = use().writes.unsynced();
      if (pending) await pending;
      return asLink(use().links.find.get(linkId));
    },

    async listLinks(shareId) {
      const pending = use().writes.unsynced();
      if (pending) await pending;
      return use().links.list.all(shareId).map(linkFromRow);
    },

    async revokeLink(shareId, linkId, at) {
      const { links, writes } = use();
      return writes.write(() => {
        links.revoke.run(at.getTime(), linkId, shareId);
        return asLink(links.findOfNote.get(linkId, shareId));
      });
    },

    async countOpen(linkId) {
      const { links, writes } = use();
      return writes.write(() => asLink(links.countOpen.get(linkId)));
    },

    async revealLink(linkId, at) {
      const { links, writes } = use();
      return writes.write(() => asLink(links.reveal.get(at.getTime(), linkId)));
    },

    async retiredReason(id) {
      const pending = use().writes.unsynced();
      if (pending) await pending;
      const row = use().links.reason.get(id);
      return row ? reasonFromColumn(row.reason) : null;
    },

    async replaceShareId(shareId, next, now) {
      const { db, links, writes } = use();
      return writes.write((): StoredNote | null => {
        if (isUsed(links, next)) return null;
        const keys = { share_id: shareId, next };
        // note_versions' key refers to the note without ON UPDATE CASCADE (migration 5, never edited): within this
        // write the check waits for the end of the transaction, by which time the history has followed.
        db.exec('PRAGMA defer_foreign_keys = ON');
        try {
          if (Number(links.moveShareId.run({ ...keys, now: now.getTime() }).changes) === 0) return null;
          links.moveVersions.run(keys);
          links.moveReports.run(keys);
        } finally {
          db.exec('PRAGMA defer_foreign_keys = OFF');
        }
        links.retire.run(shareId, now.getTime(), 'replaced');
        const row = links.noteByShareId.get({ share_id: next });
        return row ? noteFromRow(row) : null;
      });
    },

    async replaceEditId(shareId, editId, next, now) {
      const { links, writes } = use();
      return writes.write((): StoredNote | null => {
        if (isUsed(links, next)) return null;
        const row = links.moveEditId.get({ share_id: shareId, edit_id: editId, next, now: now.getTime() });
        if (!row) return null;
        links.retire.run(editId, now.getTime(), 'replaced');
        return noteFromRow(row);
      });
    },

    async burnNote(shareId, now) {
      const { links, writes } = use();
      const burnt = await writes.write((): StoredNote | null => {
        const row = links.burn.get({ share_id: shareId, now: now.getTime() });
        if (!row) return null;
        const note = noteFromRow(row);
        for (const id of [note.shareId, note.editId]) links.retire.run(id, now.getTime(), 'read');
        return note;
      });
      if (burnt) forgetRemovedText();
      return burnt;
    },
  };
}
