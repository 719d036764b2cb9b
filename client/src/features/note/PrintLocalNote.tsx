// The print view from this browser's own copy of a note it can edit (newest content, works offline).
// Lazy: only editors load the local database on the print page. Until the local copy is read, `loading` (the
// note as the page or the server gave it, when there is one) stays on screen: the painted print view does not blink
// away meanwhile.
import type { ReactNode } from 'react';
import { useLocalNote } from '../../data/local/hooks.ts';
import { NoteMissing } from './reader/NoteMissing.tsx';
import { LockedNote } from './LockedNote.tsx';
import { PrintLayout } from './PrintLayout.tsx';
import { shownTitle } from '../../components/shown-title.ts';

export default function PrintLocalNote({ shareId, loading }: { shareId: string; loading: ReactNode }) {
  const note = useLocalNote(shareId);
  if (note === undefined) return loading;
  if (note === null) return <NoteMissing />;
  if (note.sealed !== undefined) return <LockedNote shareId={shareId} />;
  return <PrintLayout shareId={shareId} title={shownTitle(note)} content={note.content} encrypted={note.key !== undefined} />;
}
