// A note for readers: title, dates, the sanitized content and the share actions. No editor code.
import type { SharedNote } from '../../../../../shared/api.ts';
import { NoteContent } from './NoteContent.tsx';
import { NoteMeta } from './NoteMeta.tsx';
import { ShareActions } from './ShareActions.tsx';
import { UpdatedJustNow } from './UpdatedJustNow.tsx';
import { shownTitle } from '../../../components/shown-title.ts';

export function NoteView({ shareId, note }: { shareId: string; note: SharedNote }) {
  return (
    <article className="mx-auto max-w-4xl px-4 py-6">
      <header className="mb-6 flex flex-col gap-3 border-b border-slate-200 pb-4 dark:border-slate-800">
        <h1 className="text-2xl font-semibold break-words sm:text-3xl">{shownTitle(note)}</h1>
        <NoteMeta updatedAt={note.updated_at} expiresAt={note.expires_at} hasPassword={note.has_password} />
        <UpdatedJustNow version={note.version} />
        <div className="flex flex-wrap gap-2">
          <ShareActions shareId={shareId} encrypted={note.encrypted} />
        </div>
      </header>
      <NoteContent html={note.content} shareId={shareId} />
    </article>
  );
}
