// The part of the NoteStore port an operator uses: taking notes down and bringing them back,
// open abuse reports grouped per note, closing reports, and a stored trail of every operator action.

export type ReportResolution = 'dismissed' | 'disabled' | 'deleted';

/** The open (unresolved) reports of one note for one reason. */
export interface OpenReportGroup {
  shareId: string;
  reason: string;
  count: number;
  firstAt: Date;
  lastAt: Date;
  /** The distinct note keys these reports carry (end-to-end encrypted notes only); shown to operators only on request. */
  keys: string[];
}

export interface AdminAction {
  at: Date;
  action: 'disable' | 'enable' | 'delete' | 'dismiss';
  shareId: string;
  /** What the action changed, in words (e.g. "3 reports closed"). */
  detail: string | null;
}

export interface ModerationStore {
  /**
   * Marks the note taken down (a date) or serves it again (null), whether or not it has expired.
   * False when no note has this share id.
   */
  setDisabled(shareId: string, disabledAt: Date | null): Promise<boolean>;
  /** Open reports grouped by note and reason, the most recently reported first. */
  listOpenReports(): Promise<OpenReportGroup[]>;
  /** Closes every open report of the note; returns how many were open. */
  resolveReports(shareId: string, resolution: ReportResolution, at: Date): Promise<number>;
  recordAdminAction(action: AdminAction): Promise<void>;
  /** The trail, oldest first. */
  listAdminActions(): Promise<AdminAction[]>;
}
