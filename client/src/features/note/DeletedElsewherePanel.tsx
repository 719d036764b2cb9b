// Shown when the server no longer has the note (deleted on another device, or expired) but this browser has
// its text, maybe with changes never sent: the text is kept, and the user may keep it as a new note with a
// new link. The old link is never brought back.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../components/Button.tsx';
import { isGone } from '../../data/local/deleted-elsewhere.ts';
import type { LocalNote } from '../../data/local/types.ts';
import { AttentionPanel } from './AttentionPanel.tsx';
import { CopyPasswordModal } from './CopyPasswordModal.tsx';
import { useKeepAsNewNote } from './use-keep-as-new-note.ts';

export function DeletedElsewherePanel({ note }: { note: LocalNote }) {
  const { t } = useLingui();
  const { busy, askingPassword, setAskingPassword, keep } = useKeepAsNewNote(note.shareId, t`It has a new link; the old one stays deleted.`);
  if (note.syncStatus !== 'failed' || !isGone(note.lastError?.code)) return null;

  return (
    <AttentionPanel
      title={<Trans>This note no longer exists on the server</Trans>}
      explanation={
        <Trans>
          It was deleted on another device or has expired. Your text is still here: keep it as a new note with a new link, or
          delete it here too.
        </Trans>
      }
    >
      <Button className="mt-4" disabled={busy} onClick={() => void keep()}>
        <Trans>Keep as a new note</Trans>
      </Button>
      <CopyPasswordModal
        open={askingPassword}
        onOpenChange={setAskingPassword}
        busy={busy}
        onSubmit={(password) => void keep(password)}
      />
    </AttentionPanel>
  );
}
