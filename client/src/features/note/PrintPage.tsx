// /n/{id}/print: the note in the print layout, always in light mode. Finds the note like the note page
// (embedded data, the local copy for editors, else the server), password prompt included.
import { lazy, Suspense, useEffect } from 'react';
import { forceColorMode } from '../../platform/color-mode.ts';
import { NoteGate } from './reader/NoteGate.tsx';
import { NoteLoading } from './reader/NoteLoading.tsx';
import { PrintLayout } from './PrintLayout.tsx';
import { shownTitle } from '../../components/shown-title.ts';

const PrintLocalNote = lazy(() => import('./PrintLocalNote.tsx'));

export default function PrintPage({ id }: { id: string }) {
  // Paper is white: the print view forces light mode and gives the reader's choice back on leaving.
  useEffect(() => forceColorMode('light'), []);
  return (
    <NoteGate
      key={id}
      id={id}
      loading={<NoteLoading />}
      renderNote={(note) => <PrintLayout shareId={id} title={shownTitle(note)} content={note.content} encrypted={note.encrypted} />}
      renderEditable={(fallback) => (
        <Suspense fallback={fallback}>
          <PrintLocalNote shareId={id} loading={fallback} />
        </Suspense>
      )}
    />
  );
}
