// One note of the "My notes" list: its title (a link to the note), when it changed, its sync status if it
// is not saved yet, and its menu. An end-to-end encrypted note this device has no key for says so in place of its
// title (docs/design.md §10.5); one it has the key for shows its decrypted title, and its link carries the key.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Link } from 'wouter';
import type { NoteListEntry, SyncStatus } from '../../data/local/types.ts';
import { NoteMenu } from './NoteMenu.tsx';
import { shownTitle } from '../../components/shown-title.ts';
import { LOCKED_NOTE } from '../../components/locked-note-words.ts';
import { withKey } from '../../platform/paths.ts';

const STATUS: Record<Exclude<SyncStatus, 'synced'>, { label: MessageDescriptor; className: string }> = {
  pending: { label: msg`Waiting to sync`, className: 'text-amber-700 dark:text-amber-400' },
  failed: { label: msg`Not saved`, className: 'text-red-700 dark:text-red-400' },
  conflict: { label: msg`Needs your choice`, className: 'text-red-700 dark:text-red-400' },
};

/**
 * Every row's height in CSS pixels: its title and its date are one line each (longer ones are cut with an
 * ellipsis), so the list can place rows by number without measuring them (use-windowed-rows.ts).
 */
export const NOTE_ROW_HEIGHT = 54;

export interface NoteRowProps {
  note: NoteListEntry;
  /** Where the row is in the whole list, of which only some rows are in the page: screen readers say "3 of 10,000". */
  position: { index: number; count: number };
  formatDate: (iso: string) => string;
  menuOpen: boolean;
  onMenuOpenChange: (open: boolean) => void;
  onNavigate: () => void;
  onRename: () => void;
  onCopyLink: () => void;
  onAddToAccount?: (() => void) | undefined;
}

export function NoteRow({ note, position, formatDate, menuOpen, onMenuOpenChange, onNavigate, onRename, onCopyLink, onAddToAccount }: NoteRowProps) {
  const { i18n } = useLingui();
  const status = note.syncStatus === 'synced' ? null : STATUS[note.syncStatus];
  const locked = note.locked;
  const title = locked ? i18n._(LOCKED_NOTE) : shownTitle(note);
  return (
    <li
      className="flex items-center gap-1 rounded-md hover:bg-slate-100 dark:hover:bg-slate-800"
      style={{ height: NOTE_ROW_HEIGHT }}
      aria-posinset={position.index + 1}
      aria-setsize={position.count}
    >
      <Link
        href={withKey(`~/n/${note.shareId}`, note.key)}
        onClick={onNavigate}
        className="min-w-0 flex-1 rounded-md px-2 py-2 focus-visible:ring-2 focus-visible:ring-green-600 focus-visible:outline-none"
      >
        <span className={`block truncate text-sm font-medium text-slate-900 dark:text-white ${locked ? 'italic' : ''}`}>{title}</span>
        <span className="block truncate text-xs text-slate-600 dark:text-slate-400">
          <time dateTime={note.updatedAt}>{formatDate(note.updatedAt)}</time>
          {status && <span className={`ml-2 ${status.className}`}>{i18n._(status.label)}</span>}
        </span>
      </Link>
      <NoteMenu
        title={title}
        open={menuOpen}
        onOpenChange={onMenuOpenChange}
        // A title this device cannot read cannot be renamed here either.
        onRename={locked ? undefined : onRename}
        onCopyLink={onCopyLink}
        onAddToAccount={onAddToAccount}
      />
    </li>
  );
}
