// A warning in the panel while changes not yet on the server sit in storage the browser may clear when space
// runs low (not persistent), with a button that asks the browser again to keep it.
import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from '../../components/Button.tsx';
import { useStoragePersistent, useSyncState } from '../../data/local/hooks.ts';
import { askForPersistentStorage } from '../../data/local/storage-persistence.ts';

export function StorageWarning() {
  const { pending, failed } = useSyncState();
  const persistent = useStoragePersistent();
  const [asking, setAsking] = useState(false);
  if (persistent !== false || pending + failed === 0) return null;

  async function ask() {
    setAsking(true);
    try {
      await askForPersistentStorage();
    } finally {
      setAsking(false);
    }
  }

  return (
    <div className="mx-4 rounded-md border border-amber-400 bg-amber-50 p-3 text-sm text-slate-800 dark:border-amber-500/60 dark:bg-amber-950/30 dark:text-slate-100">
      <p>
        <Trans>
          Some changes are only on this device, and this browser may delete its storage when space runs low. Stay online until
          they are sent.
        </Trans>
      </p>
      <Button size="sm" variant="secondary" className="mt-2" disabled={asking} onClick={() => void ask()}>
        <Trans>Keep notes on this device</Trans>
      </Button>
    </div>
  );
}
