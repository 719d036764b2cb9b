// The one request that makes notes the signed-in account's: POST /api/notes/sync with their ids (the edit id
// proves the right to them). Used after sign-in (account-notes.ts), when the person adds a note opened from a link,
// and by a sign-out still on its way to the server (hand-over.ts). No Dexie, so the service worker's drain can use it too.
import { MAX_SYNC_NOTES } from '../../../../shared/limits.ts';
import { SyncNotesResponse, type AccountNote } from '../../../../shared/wire/account.ts';
import { postJson } from './api-client.ts';

/** A note's ids as the account claim (POST /api/notes/sync) takes them. */
export interface NotePair {
  share_id: string;
  edit_id: string;
}

/**
 * Claims every pair for the signed-in account, in calls of at most MAX_SYNC_NOTES; returns the notes that are the
 * account's now (a note another account owns is not among them). Throws ApiFailure (401: no session).
 */
export async function claimPairs(pairs: readonly NotePair[]): Promise<AccountNote[]> {
  const claimed: AccountNote[] = [];
  for (let start = 0; start < pairs.length; start += MAX_SYNC_NOTES) {
    const notes = pairs.slice(start, start + MAX_SYNC_NOTES).map(({ share_id, edit_id }) => ({ share_id, edit_id }));
    claimed.push(...(await postJson('/api/notes/sync', { notes }, SyncNotesResponse)).notes);
  }
  return claimed;
}
