// The searchable, sortable list of this browser's notes, with its empty and no-results states. Signed in, a note opened
// from someone's link offers "Add to my account": it is never given to the account without that choice (§6.6).
import { useId, useMemo, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { SearchIcon } from '../../components/icons.tsx';
import { useLocalNotes } from '../../data/local/hooks.ts';
import { isClaimable } from '../../data/local/local-note.ts';
import type { NoteListEntry } from '../../data/local/types.ts';
import { useLocalizedHref, useLocale } from '../../platform/navigation.ts';
import { withLaterMessages } from '../../platform/i18n.ts';
import { useSession } from '../account/session-store.ts';
import { NOTE_SORTS, parseSort, type NoteSort } from './note-search.ts';
import { NOTE_ROW_HEIGHT, NoteRow } from './NoteRow.tsx';
import { useShownNotes } from './use-shown-notes.ts';
import { useWindowedRows } from './use-windowed-rows.ts';
import { SELECT_CLASSES, SORT_STORAGE_KEY } from './panel-classes.ts';
import { useStoredChoice } from '../../components/use-stored-choice.ts';

/** The adding and what it says, with its words: loaded when chosen. */
const addToAccount = withLaterMessages(() => import('../account/notes/add-to-account.ts'));

export interface NotesListProps {
  query: string;
  onQueryChange: (query: string) => void;
  openMenu: string | null;
  onOpenMenuChange: (shareId: string | null) => void;
  onNavigate: () => void;
  onRename: (note: NoteListEntry) => void;
  onCopyLink: (note: NoteListEntry) => void;
}

export function NotesList({ query, onQueryChange, openMenu, onOpenMenuChange, onNavigate, onRename, onCopyLink }: NotesListProps) {
  const { t } = useLingui();
  const id = useId();
  const locale = useLocale();
  const href = useLocalizedHref();
  const notes = useLocalNotes();
  const signedIn = useSession().status === 'signed-in';
  const [sort, setSort] = useStoredChoice<NoteSort>(SORT_STORAGE_KEY, parseSort);
  const shown = useShownNotes(notes, query, sort, locale);
  const scroller = useRef<HTMLDivElement>(null);
  const rows = useWindowedRows(scroller, shown?.length ?? 0, NOTE_ROW_HEIGHT);
  const formatDate = useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    return (iso: string) => format.format(new Date(iso));
  }, [locale]);
  const sortLabels: Record<NoteSort, string> = { updated_at: t`Last updated`, created_at: t`Created`, title: t`Title` };

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3 px-4">
      <div className="flex items-end gap-2">
        <div className="relative flex-1">
          <label htmlFor={`${id}-search`} className="sr-only">
            <Trans>Search notes</Trans>
          </label>
          <SearchIcon width={16} height={16} className="pointer-events-none absolute top-1/2 left-2 -translate-y-1/2 text-slate-400" />
          <input
            id={`${id}-search`}
            type="search"
            value={query}
            onChange={(event) => onQueryChange(event.target.value)}
            placeholder={t`Search`}
            className={`${SELECT_CLASSES} !mt-0 pl-8`}
          />
        </div>
        <div>
          <label htmlFor={`${id}-sort`} className="sr-only">
            <Trans>Sort by</Trans>
          </label>
          <select
            id={`${id}-sort`}
            value={sort}
            onChange={(event) => setSort(parseSort(event.target.value))}
            className={`${SELECT_CLASSES} !mt-0 w-auto`}
          >
            {NOTE_SORTS.map((value) => (
              <option key={value} value={value}>
                {sortLabels[value]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div ref={scroller} className="min-h-0 flex-1 overflow-y-auto" aria-live="polite">
        {shown === undefined ? (
          <p className="py-6 text-center text-sm text-slate-500 dark:text-slate-400">
            <Trans>Loading…</Trans>
          </p>
        ) : notes?.length === 0 ? (
          <div className="py-8 text-center text-sm text-slate-600 dark:text-slate-300">
            <p className="font-medium text-slate-900 dark:text-white">
              <Trans>No notes yet</Trans>
            </p>
            <p className="mt-1">
              <Trans>Notes you publish appear here, on this device.</Trans>
            </p>
            <Link href={href('/')} onClick={onNavigate} className="mt-3 inline-block font-medium text-green-700 underline dark:text-green-400">
              <Trans>Write a note</Trans>
            </Link>
          </div>
        ) : shown.length === 0 ? (
          <p className="py-8 text-center text-sm text-slate-600 dark:text-slate-300">
            <Trans>No notes match “{query}”.</Trans>
          </p>
        ) : (
          // Only the rows near the visible part are in the page; the padding stands for the others, so the scroll
          // bar and the scroll position are those of the whole list.
          <ul className="pb-2" style={{ paddingTop: rows.first * NOTE_ROW_HEIGHT, paddingBottom: (shown.length - rows.end) * NOTE_ROW_HEIGHT }}>
            {shown.slice(rows.first, rows.end).map((note, offset) => (
              <NoteRow
                key={note.shareId}
                note={note}
                position={{ index: rows.first + offset, count: shown.length }}
                formatDate={formatDate}
                menuOpen={openMenu === note.shareId}
                onMenuOpenChange={(open) => onOpenMenuChange(open ? note.shareId : null)}
                onNavigate={onNavigate}
                onRename={() => onRename(note)}
                onCopyLink={() => onCopyLink(note)}
                onAddToAccount={signedIn && !isClaimable(note) ? () => void addToAccount().then((adding) => adding.addAndTell(note.shareId)) : undefined}
              />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
