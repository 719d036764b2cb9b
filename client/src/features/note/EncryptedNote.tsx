// An end-to-end encrypted note opened in the browser (docs/design.md §10): the envelope the page or the server gave,
// the key from the link's fragment, "Decrypting…" until WebCrypto answers, then the note or why it does not open.
// A lazy chunk (ReadableNote.tsx): readers of plaintext notes never download it.
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { SharedNote } from '../../../../shared/api.ts';
import { useLinkKey } from '../../platform/link-key.ts';
import { decryptNote, type Decrypted } from '../../data/local/on-demand/note-crypto.ts';
import { DecryptFailed } from './DecryptFailed.tsx';
import { decryptedNote } from './decrypted-note.ts';
import { NoteDecrypting } from './reader/NoteDecrypting.tsx';

interface Attempt {
  envelope: string;
  key: string;
  result: Decrypted;
}

export default function EncryptedNote({ note, render }: { note: SharedNote; render: (note: SharedNote) => ReactNode }) {
  const key = useLinkKey();
  const envelope = note.content;
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  useEffect(() => {
    let live = true;
    void decryptNote(envelope, key).then((result) => {
      if (live) setAttempt({ envelope, key, result });
    });
    return () => {
      live = false;
    };
  }, [envelope, key]);
  // An answer for an earlier key or envelope is never shown for the current ones.
  const fresh = attempt?.envelope === envelope && attempt.key === key ? attempt.result : null;
  // A newer envelope (a live change) is decrypted while the text before it stays shown: the page never blanks.
  const result = fresh ?? (attempt?.key === key && attempt.result.ok ? attempt.result : null);
  const readable = useMemo(() => (result?.ok ? decryptedNote(note, result.note) : null), [note, result]);

  if (result === null) return <NoteDecrypting />;
  if (readable === null) return <DecryptFailed failure={result.ok ? 'not-envelope' : result.failure} />;
  return render(readable);
}
