// The print view from this browser's own copy of a note it can edit (newest content, works offline).
// Lazy: only editors load the local database on the print page.
import { useLocalNote } from '../../data/local/hooks.ts';
import { NoteLoading } from './NoteLoading.tsx';
import { NoteMissing } from './NoteMissing.tsx';
import { LockedNote } from './LockedNote.tsx';
import { PrintLayout } from './PrintLayout.tsx';
import { shownTitle } from '../../components/shown-title.ts';

export default function PrintLocalNote({ shareId }: { shareId: string }) {
  const note = useLocalNote(shareId);
  if (note === undefined) return <NoteLoading />;
  if (note === null) return <NoteMissing />;
  if (note.sealed !== undefined) return <LockedNote shareId={shareId} />;
  return <PrintLayout shareId={shareId} title={shownTitle(note)} content={note.content} encrypted={note.key !== undefined} />;
}
