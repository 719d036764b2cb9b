// /n/{id} for a browser that holds the edit id: the local copy is the source of truth (it works offline
// and before the create has reached the server). Every change is written to IndexedDB within 300 ms and
// queued for the server; the badge shows where it stands, and a conflict merges by itself or shows both versions.
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { documentTitle } from '../../../../shared/page-keys.ts';
import { toast } from '../../components/toast.ts';
import { adoptServerCopy, publishNote, saveNoteContent, StoredTextChangedError } from '../../data/local/commands.ts';
import { ApiFailure } from '../../data/remote/api-client.ts';
import { contentBytes } from '../../data/local/content-size.ts';
import { isLinkRefused, markGoneElsewhere } from '../../data/local/deleted-elsewhere.ts';
import { fetchSharedNote } from '../../data/remote/remote.ts';
import { useLocalNote } from '../../data/local/hooks.ts';
import { noteJournal } from '../../data/probe/journal.ts';
import { endHandOver, handedOver } from '../../data/probe/published-here.ts';
import type { LocalNote } from '../../data/local/types.ts';
import type { EditorChange } from '../../editor/NoteEditor.tsx';
import type { TakeOver } from '../../editor/take-over.ts';
import { EditorLoading } from '../../editor/EditorLoading.tsx';
import { SizeMeter } from '../../editor/SizeMeter.tsx';
import { saveOverBasis, useAutosave } from '../../editor/useAutosave.ts';
import { getInitialData } from '../../platform/initial-data.ts';
import { withLaterMessages } from '../../platform/i18n.ts';
import { lazyPage } from '../../components/lazy-page.tsx';
import { useSettledComposition } from '../../platform/composition.ts';
import { ConflictPanel } from './ConflictPanel.tsx';
import type { EditorControl } from './editor-control.ts';
import { useConflictMerge } from './useConflictMerge.ts';
import { DeletedElsewherePanel } from './DeletedElsewherePanel.tsx';
import { takeEarlyEdit } from '../../before-start/early-edit.ts';
import { NoteActions, type NoteDialog } from './NoteActions.tsx';
import { NoteMeta } from './reader/NoteMeta.tsx';
import { NoteLoading } from './reader/NoteLoading.tsx';
import { NoteMissing } from './reader/NoteMissing.tsx';
import { LockedNote } from './LockedNote.tsx';
import { SyncBadge } from './SyncBadge.tsx';
import { shownTitle } from '../../components/shown-title.ts';
import type Quill from 'quill';
import type { ArrivalRule } from '../../editor/merge-arrival.ts';
import { isLiveTogether } from '../../data/local/live-state.ts';
import { useLiveNote } from './use-live-note.ts';
import { OthersHere } from './OthersHere.tsx';

// Not React.lazy: after publishing, the home page has already loaded the editor, and it must not flash
// its loading placeholder again. Fetched as soon as this view's chunk runs, in parallel with reading the
// local copy.
const NoteEditor = lazyPage(() => import('../../editor/NoteEditor.tsx'));
void NoteEditor.preload();

/** Only for a note whose create the server refused because of its link: code and words load then. */
const RefusedLinkPanel = lazy(withLaterMessages(() => import('./refused-link/RefusedLinkPanel.tsx')));

function EditableNote({ note }: { note: LocalNote }) {
  const { t } = useLingui();
  const { shareId } = note;
  const version = useRef(note.version);
  useEffect(() => {
    version.current = note.version;
  });
  // Typed into the painted note before the editor came: the editor takes it over — unless the note changed
  // elsewhere meanwhile, when the typing (made on the older text) is kept as a new note instead of overwriting.
  const takeOver = useCallback((): TakeOver | null => {
    const early = takeEarlyEdit(shareId);
    if (!early) return null;
    if (early.html === null || early.version === version.current) return { kind: 'edited', html: early.html, index: early.index };
    void publishNote({ content: early.html }).then(
      () => toast({ title: t`Your typing was kept as a new note`, description: t`This note changed on another device while you typed.`, variant: 'info' }),
      (error: unknown) => console.error('Keeping the early typing failed', error),
    );
    return null;
  }, [shareId, t]);
  const autosave = useAutosave(
    { key: noteJournal(shareId), base: note.updatedAt },
    (error) => {
      // Another tab saved first: the editor merges that text in and saves the result; until then the text is
      // unsaved (and goes into the journal if the page is left).
      if (error instanceof StoredTextChangedError) return;
      console.error('Saving the note locally failed', error);
      toast({ title: t`Could not save on this device`, description: t`Your browser refused to store the note.`, variant: 'error' });
    },
  );

  // A restore replaces the text from outside: the editor is built afresh on it, since it would take a text it
  // produced itself earlier in this session for an echo of its own save and keep showing the newer one.
  const [editorKey, setEditorKey] = useState(0);
  const editor = useMemo((): EditorControl => ({ flush: () => autosave.flush(), reload: () => setEditorKey((key) => key + 1) }), [autosave]);
  const [dialog, setDialog] = useState<NoteDialog>(null);
  const historyButton = useRef<HTMLButtonElement>(null);
  // From a toast: the focus goes to the History button first, so that closing History gives it back there
  // rather than to a toast that is gone by then.
  const openHistory = useCallback(() => {
    historyButton.current?.focus();
    setDialog('history');
  }, []);
  const conflict = useConflictMerge(note, editor, openHistory);

  const title = shownTitle(note);
  useEffect(() => {
    document.title = documentTitle(title, getInitialData().appName, 'note');
  }, [title]);
  const bytes = useMemo(() => contentBytes(note.content), [note.content]);
  const [quill, setQuill] = useState<Quill | null>(null);
  const others = useLiveNote(note, quill);
  // A text arriving while this note is live with others meets the typing here by transform (§11.8).
  const arrivalRule = useCallback((): ArrivalRule => (isLiveTogether(shareId) ? 'transform' : 'words'), [shareId]);

  return (
    <article className="mx-auto max-w-4xl px-4 py-6">
      <header className="mb-4 flex flex-col gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-2">
          <h1 className="text-2xl font-semibold break-words sm:text-3xl">{title}</h1>
          <SyncBadge note={note} />
        </div>
        <OthersHere count={others} />
        <NoteMeta updatedAt={note.updatedAt} expiresAt={note.expiresAt} hasPassword={note.hasPassword} />
        <NoteActions note={note} editor={editor} dialog={dialog} setDialog={setDialog} historyButton={historyButton} />
      </header>
      {conflict.needsChoice && <ConflictPanel note={note} editor={editor} regions={conflict.regions} />}
      <DeletedElsewherePanel note={note} />
      {isLinkRefused(note) && (
        <Suspense fallback={null}>
          <RefusedLinkPanel note={note} />
        </Suspense>
      )}
      <section id="editor">
        <Suspense fallback={<EditorLoading />}>
          <NoteEditor
            key={editorKey}
            content={note.content}
            takeOver={takeOver}
            arrivalRule={arrivalRule}
            onEditor={setQuill}
            label={t`Note text`}
            onChange={(change: EditorChange) => {
              autosave.schedule({ readHtml: change.readHtml, save: saveOverBasis(change, (html, basis) => saveNoteContent(shareId, html, basis)) });
            }}
          />
        </Suspense>
        <SizeMeter bytes={bytes} />
      </section>
    </article>
  );
}

export interface NoteEditorViewProps {
  shareId: string;
  /** Shown while the local copy loads (the read-only view when the page already had the note). */
  loading?: ReactNode;
}

/** How long opening a note waits for the server's copy before showing the local one anyway. */
const REFRESH_WAIT_MS = 1500;

/**
 * Once per opening: if another device changed the note (and nothing is pending here), take its version
 * before the editor appears, so nobody types into text that is about to be replaced. Returns whether the
 * editor may show.
 */
function useServerRefresh(shareId: string, note: LocalNote | null | undefined, justPublished: boolean): boolean {
  // Offline there is nothing to wait for; nor for a note whose create has not reached the server yet
  // (version 0): asking would only get a 404; nor for one this tab has just published.
  const [settled, setSettled] = useState(() => !navigator.onLine || justPublished);
  const unsent = note?.version === 0;
  const editId = unsent ? undefined : note?.editId;
  // Settled for this opening, even once the create lands while the editor is open.
  if (unsent && !settled) setSettled(true);
  useEffect(() => {
    if (!editId || settled) return;
    let done = false;
    const finish = () => {
      if (!done) setSettled(true);
      done = true;
    };
    const timer = setTimeout(finish, REFRESH_WAIT_MS);
    // A network error leaves the local copy as it is; a note gone from the server (deleted elsewhere) with
    // nothing unsent here offers to keep a copy at once instead of an editor whose saves can only fail.
    fetchSharedNote(shareId, { editId })
      .then(
        (server) => adoptServerCopy(shareId, server),
        (error: unknown) => (error instanceof ApiFailure && error.status === 404 ? markGoneElsewhere(shareId) : undefined),
      )
      .finally(finish);
    return () => {
      done = true;
      clearTimeout(timer);
    };
  }, [shareId, editId, settled]);
  return settled;
}

/**
 * Whether the editor's chunk has arrived (or failed: its error boundary says so). Until then the note stays as
 * painted — where its writer may already be typing (early-edit.ts) — rather than a loading placeholder.
 */
function useEditorLoaded(): boolean {
  // Already there (the home page loads it while its writer types): no render may show the placeholder.
  const [loaded, setLoaded] = useState(NoteEditor.isLoaded);
  useEffect(() => {
    let live = true;
    const done = () => {
      if (live) setLoaded(true);
    };
    NoteEditor.preload().then(done, done);
    return () => {
      live = false;
    };
  }, []);
  return loaded;
}

export default function NoteEditorView({ shareId, loading = <NoteLoading /> }: NoteEditorViewProps) {
  const [published] = useState(() => handedOver(shareId));
  useEffect(() => endHandOver(shareId), [shareId]);
  const note = useLocalNote(shareId, published);
  const refreshed = useServerRefresh(shareId, note, published !== undefined);
  // The editor replaces the note as painted, where its writer may be composing a word: it waits for the word's end.
  const editorLoaded = useEditorLoaded();
  const editorReady = useSettledComposition(refreshed && editorLoaded);
  if (note === undefined || (note !== null && !editorReady)) return loading;
  // Deleted here or in another tab, or expired while open.
  if (note === null) return <NoteMissing />;
  if (note.sealed !== undefined) return <LockedNote shareId={shareId} />;
  return <EditableNote note={note} />;
}
