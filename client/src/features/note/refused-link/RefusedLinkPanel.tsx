// Shown when the server refused a note's create because of its link: a share id that is not the one derived from its
// edit id (a create an older build queued offline, before ids were derived: docs/design.md §3), or one already taken.
// That link will never open the note, so the text (kept here) is offered a new note with a new, derived link, and the
// writer is told to share that one. Loaded, with its words (the `later` catalog), only when a note is in that state.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/Button.tsx';
import type { LocalNote } from '../../../data/local/types.ts';
import { AttentionPanel } from '../AttentionPanel.tsx';
import { CopyPasswordModal } from '../CopyPasswordModal.tsx';
import { useKeepAsNewNote } from '../use-keep-as-new-note.ts';

export default function RefusedLinkPanel({ note }: { note: LocalNote }) {
  const { t } = useLingui();
  const { busy, askingPassword, setAskingPassword, keep } = useKeepAsNewNote(note.shareId, t`It has a new link: share that one.`);

  return (
    <AttentionPanel
      title={<Trans>This note was not published</Trans>}
      explanation={
        <Trans>
          The server did not accept the link it was given, so nobody can open it. Your text is still here: keep it as a new
          note with a new link, and share that one.
        </Trans>
      }
    >
      <Button className="mt-4" disabled={busy} onClick={() => void keep()}>
        <Trans>Keep as a new note</Trans>
      </Button>
      <CopyPasswordModal open={askingPassword} onOpenChange={setAskingPassword} busy={busy} onSubmit={(password) => void keep(password)} />
    </AttentionPanel>
  );
}
