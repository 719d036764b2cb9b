// Notes opened from someone's edit link that the account does not hold: ending the session here takes them off this
// device without giving them to the account (docs/design.md §6.6). Said before signing out or deleting the account.
import { Plural } from '@lingui/react/macro';

export function LinkNotesNotice({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <p className="mt-3 text-sm text-slate-700 dark:text-slate-200">
      <Plural
        value={count}
        one="# note you opened from a link is not in your account: it leaves this device, and stays its writer’s. To keep it, choose “Add to my account” in My notes first."
        other="# notes you opened from links are not in your account: they leave this device, and stay their writers’. To keep one, choose “Add to my account” in My notes first."
      />
    </p>
  );
}
