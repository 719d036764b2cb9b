// How `npm run admin -- reports` prints open reports: a table or JSON. An end-to-end encrypted note shows as
// "Encrypted note" (the server has no title or text for it) and whether its reports carry the note's key; the keys
// themselves open the note, so they are printed only when the operator asks with --show-keys (docs/design.md §10).
import type { ReportedNote } from '../services/notes/moderation.ts';

export interface ListingOptions {
  json: boolean;
  showKeys: boolean;
}

/** A report group as printed: the keys replaced by a count unless they were asked for. */
function printable(group: ReportedNote, showKeys: boolean) {
  const { keys, ...rest } = group;
  return { ...rest, keyCount: keys.length, ...(showKeys ? { keys } : {}) };
}

function keyCell(group: ReportedNote, showKeys: boolean): string {
  if (group.keys.length === 0) return 'no';
  return showKeys ? group.keys.join(' ') : `yes (${group.keys.length})`;
}

function table(groups: readonly ReportedNote[], showKeys: boolean): string[] {
  if (groups.length === 0) return ['No open reports.'];
  const header = ['SHARE ID', 'REASON', 'COUNT', 'FIRST SEEN', 'LAST SEEN', 'NOTE', 'CONTENT', 'KEY'];
  const rows = [
    header,
    ...groups.map((group) => [
      group.shareId,
      group.reason,
      String(group.count),
      group.firstAt.toISOString(),
      group.lastAt.toISOString(),
      group.note,
      group.encrypted ? 'Encrypted note' : group.note === 'gone' ? '-' : 'plaintext',
      keyCell(group, showKeys),
    ]),
  ];
  const widths = header.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0)));
  return rows.map((row) => row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ').trimEnd());
}

export function reportListing(groups: readonly ReportedNote[], options: ListingOptions): string[] {
  if (options.json) return [JSON.stringify(groups.map((group) => printable(group, options.showKeys)), null, 2)];
  return table(groups, options.showKeys);
}
