// Everything the data layer does once per page when it starts (app/sync-starter.ts loads this one module,
// so starting it is one request): the sync triggers, the persistence request on install, and merging text
// rescued from the last page into IndexedDB and the outbox, forgetting the kept versions of notes that are gone.
import { ensureJournalMerged } from '../../local/journal-merge.ts';
import { askWhenInstalled } from '../../local/storage-persistence.ts';
import { forgetVersionsOfGoneNotes } from '../../local/versions.ts';
import { startSync } from '../sync-triggers.ts';

export async function startDataLayer(): Promise<void> {
  startSync();
  askWhenInstalled();
  await ensureJournalMerged();
  // Notes removed by sync, sign-out or a take-down leave their kept versions behind: they go here.
  await forgetVersionsOfGoneNotes();
}
