// Who may open a note's live stream and upload a caret (docs/design.md §11.2, §11.4): the same rules as reading it —
// not found, expired and taken down as the share read answers; a password note needs its session unless the edit id
// comes along; a wrong edit id is refused before any stream opens — then the hub's limits.
import { EncryptedNoteError, PasswordRequiredError, WrongEditIdError } from '../../errors.ts';
import { canRead } from '../notes/note-access.ts';
import { noteByShareId, sameSecret, type NoteContext } from '../notes/note-context.ts';
import type { LiveHub, LiveSink } from './live-hub.ts';

export interface LiveRequest {
  shareId: string;
  /** From X-Edit-Id: the stream is an editor's (gets presence). */
  editId: string | null;
  /** From X-Note-Session. */
  session: string | null;
  /** From Last-Event-ID: the version the client holds. */
  lastEventId: number | null;
  client: string;
}

/** Opens the stream, writing its first events to the sink `makeSink` gives once every check has passed. */
export async function openLiveStream(ctx: NoteContext, hub: LiveHub, request: LiveRequest, makeSink: () => LiveSink): Promise<void> {
  const ticket = await hub.admit(request.shareId, request.client);
  try {
    // Read after the note's subscription is in place: a change made from here on reaches the stream.
    const note = await noteByShareId(ctx, request.shareId);
    const editor = request.editId !== null;
    if (request.editId !== null && !sameSecret(note.editId, request.editId)) throw new WrongEditIdError();
    if (!editor && !canRead(ctx, note, request.session === null ? {} : { session: request.session })) throw new PasswordRequiredError();
    ticket.open(note, { editor, lastEventId: request.lastEventId }, makeSink());
  } catch (error) {
    ticket.cancel();
    throw error;
  }
}

/** An editor's caret for everyone else editing the note. */
export async function uploadCaret(
  ctx: NoteContext,
  hub: LiveHub,
  shareId: string,
  upload: { editId: string; connection: string; index: number; length: number },
): Promise<void> {
  const note = await noteByShareId(ctx, shareId);
  if (!sameSecret(note.editId, upload.editId)) throw new WrongEditIdError();
  // A caret is a position in the plaintext: the server of an encrypted note must not learn where someone types.
  if (note.encrypted) throw new EncryptedNoteError();
  hub.caret(shareId, upload.connection, { index: upload.index, length: upload.length });
}
