// The server says nobody is signed in, yet this device still holds notes an account confirmed: the session
// ended elsewhere ("Sign out everywhere else", a password change, the account deleted on another device). The
// account's notes leave this device (data/account/ended-elsewhere.ts), and the user is told why they vanished.
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { toast } from '../../components/toast.ts';
import { holdsAccountNotes } from '../../data/probe/capability-probe.ts';

const SIGNED_OUT_ELSEWHERE = msg`You were signed out. Sign in again to see your notes.`;

/** Tells the user their notes left this device because the session ended elsewhere. */
export function announceSessionEnded(): void {
  toast({ title: i18n._(SIGNED_OUT_ELSEWHERE), variant: 'info' });
}

/** Removes the account's notes from this device if it holds any (Dexie loads only then). */
export async function forgetIfSessionEnded(): Promise<void> {
  if (!(await holdsAccountNotes())) return;
  const { forgetEndedSession } = await import('../../data/account/ended-elsewhere.ts');
  if ((await forgetEndedSession()) > 0) announceSessionEnded();
}
