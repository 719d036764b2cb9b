// "Add to my account" on a note opened from someone's edit link (the notes panel, docs/design.md §6.6): the one way
// such a note becomes the account's. Loaded with the `later` messages when chosen, so the panel does not carry them.
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { toast } from '../../../components/toast.ts';
import { addToAccount } from '../../../data/account/sign-in-claim.ts';

const ADDED = msg`Added to your account`;
const REFUSED = msg`This note could not be added: it may be another account’s, or deleted.`;
const FAILED = msg`Could not add the note. Check your connection and try again.`;

/** Adds the note to the signed-in account and says how it went. */
export async function addAndTell(shareId: string): Promise<void> {
  try {
    const added = await addToAccount(shareId);
    toast(added ? { title: i18n._(ADDED), variant: 'success' } : { title: i18n._(REFUSED), variant: 'error' });
  } catch (error) {
    console.error('Adding the note to the account failed', error);
    toast({ title: i18n._(FAILED), variant: 'error' });
  }
}
