// The sync state of all local notes (docs/design.md §6.5): saved / saving / offline with N waiting / not saved.
import { Plural, Trans } from '@lingui/react/macro';
import { useSyncState } from '../../data/local/hooks.ts';
import { SYNC_DOT_CLASSES, type SyncTone } from './panel-classes.ts';

export function SyncStateBadge() {
  const { kind, pending, failed } = useSyncState();
  const tone: SyncTone =
    kind === 'error' || failed > 0 ? 'error' : kind === 'offline' ? 'offline' : kind === 'syncing' || pending > 0 ? 'busy' : 'ok';
  return (
    <p role="status" className="flex items-center gap-2 text-xs text-slate-600 dark:text-slate-300">
      <span aria-hidden="true" className={`inline-block size-2 rounded-full ${SYNC_DOT_CLASSES[tone]}`} />
      {tone === 'error' ? (
        <Plural value={failed} one="# note not saved" other="# notes not saved" />
      ) : tone === 'offline' ? (
        pending > 0 ? (
          <Plural value={pending} one="Offline, # change waiting" other="Offline, # changes waiting" />
        ) : (
          <Trans>Offline</Trans>
        )
      ) : tone === 'busy' ? (
        <Trans>Saving…</Trans>
      ) : (
        <Trans>All changes saved</Trans>
      )}
    </p>
  );
}
