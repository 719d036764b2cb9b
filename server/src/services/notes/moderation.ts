// What an operator can do about abuse: list open reports, take a note down (410 note-disabled for
// everyone, its editor included), serve it again, delete it for good (tombstoned like any delete) or dismiss
// its reports. Every action is logged and kept in the store's trail. Used by the admin command.
import { isShareId } from '../../../../shared/ids.ts';
import type { AdminAction, OpenReportGroup, ReportResolution } from '../../storage/moderation-store.ts';
import type { NoteStore } from '../../storage/note-store.ts';

/** The share id names nothing the action applies to; the admin command exits non-zero with the message. */
export class UnknownTargetError extends Error {}

export type NoteState = 'live' | 'disabled' | 'gone';

export interface ReportedNote extends OpenReportGroup {
  /** gone: deleted, purged or expired since it was reported. */
  note: NoteState;
  /** End-to-end encrypted: the server has no title or text to show for it (docs/design.md §10). */
  encrypted: boolean;
}

export interface ActionLog {
  info(entry: { action: AdminAction['action']; shareId: string; detail: string | null }, message: string): void;
}

export interface Moderation {
  openReports(): Promise<ReportedNote[]>;
  disable(shareId: string): Promise<string>;
  enable(shareId: string): Promise<string>;
  delete(shareId: string): Promise<string>;
  dismiss(shareId: string): Promise<string>;
}

const closedReports = (count: number): string | null =>
  count === 0 ? null : `${count} open report${count === 1 ? '' : 's'} closed`;

export function createModeration(store: NoteStore, now: () => Date, log: ActionLog): Moderation {
  function requireShareId(shareId: string): void {
    if (!isShareId(shareId)) throw new UnknownTargetError(`"${shareId}" is not a share id (12 letters and digits)`);
  }

  const noSuchNote = (shareId: string) => new UnknownTargetError(`No note has the share id ${shareId}`);

  async function record(action: AdminAction['action'], shareId: string, detail: string | null, summary: string): Promise<string> {
    await store.recordAdminAction({ at: now(), action, shareId, detail });
    log.info({ action, shareId, detail }, summary);
    return detail ? `${summary} (${detail})` : summary;
  }

  async function close(shareId: string, resolution: ReportResolution): Promise<string | null> {
    return closedReports(await store.resolveReports(shareId, resolution, now()));
  }

  async function stateOf(shareId: string): Promise<{ note: NoteState; encrypted: boolean }> {
    const note = await store.findByShareId(shareId, now());
    if (!note) return { note: 'gone', encrypted: false };
    return { note: note.disabledAt ? 'disabled' : 'live', encrypted: note.encrypted };
  }

  return {
    async openReports() {
      const groups = await store.listOpenReports();
      const states = new Map<string, { note: NoteState; encrypted: boolean }>();
      for (const { shareId } of groups) if (!states.has(shareId)) states.set(shareId, await stateOf(shareId));
      return groups.map((group) => ({ ...group, ...(states.get(group.shareId) ?? { note: 'gone', encrypted: false }) }));
    },

    async disable(shareId) {
      requireShareId(shareId);
      if (!(await store.setDisabled(shareId, now()))) throw noSuchNote(shareId);
      return record('disable', shareId, await close(shareId, 'disabled'), `Note ${shareId} disabled`);
    },

    async enable(shareId) {
      requireShareId(shareId);
      if (!(await store.setDisabled(shareId, null))) throw noSuchNote(shareId);
      return record('enable', shareId, null, `Note ${shareId} enabled`);
    },

    async delete(shareId) {
      requireShareId(shareId);
      if (!(await store.delete(shareId))) throw noSuchNote(shareId);
      return record('delete', shareId, await close(shareId, 'deleted'), `Note ${shareId} deleted`);
    },

    async dismiss(shareId) {
      requireShareId(shareId);
      const detail = await close(shareId, 'dismissed');
      if (!detail) throw new UnknownTargetError(`No open reports for the share id ${shareId}`);
      return record('dismiss', shareId, detail, `Reports of note ${shareId} dismissed`);
    },
  };
}
