// The editor's actions on a note: the share actions everyone has, plus rename, password, expiry, history, end-to-end
// encryption (for a plaintext note) and delete, each in its modal. Which modal is open is the view's state, so something else on the page (the
// "Merged" toast's "Show history") can open one too.
import { lazy, Suspense, type RefObject } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from '../../components/Button.tsx';
import type { LocalNote } from '../../data/local/types.ts';
import { DeleteNoteModal } from './DeleteNoteModal.tsx';
import { ExpiryModal } from './ExpiryModal.tsx';
import { PasswordModal } from './PasswordModal.tsx';
import RenameModal from './RenameModal.tsx';
import { ShareActions } from './reader/ShareActions.tsx';
import { withLaterMessages } from '../../platform/i18n.ts';
import type { EditorControl } from './editor-control.ts';

// Loaded when first opened: most visits never look at the history.
// Its words are in the `later` catalog (shared/catalog-split.ts), loaded with it.
const HistoryDialog = lazy(withLaterMessages(() => import('./history/HistoryDialog.tsx')));
// Loaded when first opened too: converting a note is rare.
const EncryptNoteDialog = lazy(withLaterMessages(() => import('./encryption/EncryptNoteDialog.tsx')));

export type NoteDialog = 'rename' | 'password' | 'expiry' | 'history' | 'encrypt' | 'delete' | null;

export interface NoteActionsProps {
  note: LocalNote;
  editor: EditorControl;
  dialog: NoteDialog;
  setDialog: (dialog: NoteDialog) => void;
  /** The History button, which a History opened from elsewhere gives the focus back to. */
  historyButton: RefObject<HTMLButtonElement | null>;
}

export function NoteActions({ note, editor, dialog, setDialog, historyButton }: NoteActionsProps) {
  const openChange = (which: Exclude<NoteDialog, null>) => (open: boolean) => setDialog(open ? which : null);

  return (
    <div className="flex flex-wrap gap-2">
      <ShareActions shareId={note.shareId} noteKey={note.key} />
      <Button variant="ghost" size="sm" onClick={() => setDialog('rename')}>
        <Trans>Rename</Trans>
      </Button>
      <Button variant="ghost" size="sm" onClick={() => setDialog('password')}>
        {note.hasPassword ? <Trans>Password</Trans> : <Trans>Add password</Trans>}
      </Button>
      <Button variant="ghost" size="sm" onClick={() => setDialog('expiry')}>
        <Trans>Expiry</Trans>
      </Button>
      <Button ref={historyButton} variant="ghost" size="sm" onClick={() => setDialog('history')}>
        <Trans>History</Trans>
      </Button>
      {note.key === undefined && (
        <Button variant="ghost" size="sm" onClick={() => setDialog('encrypt')}>
          <Trans>Encrypt end to end</Trans>
        </Button>
      )}
      <Button variant="ghost" size="sm" onClick={() => setDialog('delete')}>
        <Trans>Delete</Trans>
      </Button>

      <RenameModal
        open={dialog === 'rename'}
        onOpenChange={openChange('rename')}
        shareId={note.shareId}
        currentTitle={note.title}
      />
      <PasswordModal
        open={dialog === 'password'}
        onOpenChange={openChange('password')}
        shareId={note.shareId}
        hasPassword={note.hasPassword}
      />
      <ExpiryModal
        open={dialog === 'expiry'}
        onOpenChange={openChange('expiry')}
        shareId={note.shareId}
        expiresAt={note.expiresAt}
      />
      {dialog === 'history' && (
        <Suspense fallback={null}>
          <HistoryDialog open onOpenChange={openChange('history')} note={note} editor={editor} />
        </Suspense>
      )}
      {dialog === 'encrypt' && (
        <Suspense fallback={null}>
          <EncryptNoteDialog open onOpenChange={openChange('encrypt')} shareId={note.shareId} />
        </Suspense>
      )}
      <DeleteNoteModal
        open={dialog === 'delete'}
        onOpenChange={openChange('delete')}
        shareId={note.shareId}
        title={note.title}
      />
    </div>
  );
}
