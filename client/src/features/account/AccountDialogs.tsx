// The dialogs the user menu opens: account settings, and signing out (SignOutDialog.tsx). Loaded on demand.
import { AccountSettings } from './AccountSettings.tsx';
import { SignOutDialog } from './SignOutDialog.tsx';
import type { AccountDialog } from './account-dialog.ts';

export default function AccountDialogs({ dialog, onClose }: { dialog: Exclude<AccountDialog, null>; onClose: () => void }) {
  return dialog === 'sign-out' ? <SignOutDialog onClose={onClose} /> : <AccountSettings onClose={onClose} />;
}
