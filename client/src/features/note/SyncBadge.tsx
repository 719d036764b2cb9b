// Where a note's changes are (docs/design.md §6.5): saved, saving, offline / N waiting, or refused with a retry.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { retryFailed } from '../../data/local/commands.ts';
import { isGone, REFUSED_LINK_CODES } from '../../data/local/deleted-elsewhere.ts';
import { useSyncState } from '../../data/local/hooks.ts';
import type { LocalNote } from '../../data/local/types.ts';
import { Button } from '../../components/Button.tsx';
import { BADGE_DOT_CLASSES, badgeState } from './sync-badge-state.ts';
import { useErrorMessage } from './reader/useErrorMessage.ts';

export function SyncBadge({ note }: { note: LocalNote }) {
  const { t } = useLingui();
  const errorMessage = useErrorMessage();
  const state = badgeState(note, useSyncState());

  let text;
  switch (state.kind) {
    case 'saved':
      text = <Trans>Saved</Trans>;
      break;
    case 'saving':
      text = <Trans>Saving…</Trans>;
      break;
    case 'waiting':
      text = state.offline ? (
        <Plural value={state.count} one="Offline · # change waiting" other="Offline · # changes waiting" />
      ) : (
        <Plural value={state.count} one="# change waiting to sync" other="# changes waiting to sync" />
      );
      break;
    case 'failed':
    case 'no-space':
      text = <Trans>Not saved to the server</Trans>;
      break;
    case 'conflict':
      text = <Trans>Edited elsewhere — choose a version</Trans>;
      break;
  }

  return (
    <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
      <span role="status" aria-live="polite" className="inline-flex items-center gap-2">
        <span aria-hidden="true" className={`inline-block size-2 rounded-full ${BADGE_DOT_CLASSES[state.kind]}`} />
        {text}
      </span>
      {/* Retried by itself with backoff: no button, only why it waits. */}
      {state.kind === 'no-space' && <span className="text-amber-800 dark:text-amber-300">{errorMessage(state.error)}</span>}
      {state.kind === 'failed' && (
        <>
          <span className="text-red-700 dark:text-red-400">{errorMessage(state.error)}</span>
          {/* Too large: trimming the note sends it by itself. Gone from the server, or its link refused: a panel
              offers a new note. Either way a retry would only be refused again. */}
          {state.error?.code !== 'content-too-large' && !isGone(state.error?.code) && !REFUSED_LINK_CODES.includes(state.error?.code ?? '') && (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => void retryFailed(note.shareId)}
              aria-label={t`Retry saving to the server`}
            >
              <Trans>Retry</Trans>
            </Button>
          )}
        </>
      )}
    </div>
  );
}
