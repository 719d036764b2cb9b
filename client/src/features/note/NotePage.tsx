// /n/{id}: a shared note. Readers get the read-only view at once (from the page's embedded data when the
// server sent it), the password prompt, or a not-found message. When this browser holds the note's edit
// id, the editor view (Quill + the local database) is loaded instead; nobody else downloads it.
import { Suspense, useEffect } from 'react';
import { lazyPage } from '../../components/lazy-page.tsx';
import type { SharedNote } from '../../../../shared/api.ts';
import { documentTitle } from '../../../../shared/page-keys.ts';
import { getInitialData } from '../../platform/initial-data.ts';
import { NoteGate } from './reader/NoteGate.tsx';
import { NoteLoading } from './reader/NoteLoading.tsx';
import { NoteView } from './reader/NoteView.tsx';
import { shownTitle } from '../../components/shown-title.ts';

// Not React.lazy: once loaded, it renders at once (no fallback flash).
const NoteEditorView = lazyPage(() => import('./NoteEditorView.tsx'));

/**
 * Loaded when a page warms this one for its writer (the home page, while its writer types): the page publishing
 * opens then shows the editor at once (app/routes.tsx).
 */
export function preloadWriterView(): Promise<unknown> {
  return NoteEditorView.preload();
}

function TitledNoteView({ shareId, note }: { shareId: string; note: SharedNote }) {
  const title = shownTitle(note);
  useEffect(() => {
    document.title = documentTitle(title, getInitialData().appName, 'note');
  }, [title]);
  return <NoteView shareId={shareId} note={note} />;
}

/** Keyed by id so moving from one note to another starts from a clean state. */
export default function NotePage({ id }: { id: string }) {
  return (
    <NoteGate
      key={id}
      id={id}
      loading={<NoteLoading />}
      live
      renderNote={(note) => <TitledNoteView shareId={id} note={note} />}
      prepareEditable={NoteEditorView}
      renderEditable={(fallback) => (
        <Suspense fallback={fallback}>
          <NoteEditorView shareId={id} loading={fallback} />
        </Suspense>
      )}
    />
  );
}
