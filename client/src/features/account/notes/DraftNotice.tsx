// What signing in or out does with the home page's unsaved note, in one sentence (docs/design.md §6.6): published into
// the account (encrypted when the writer chose so), or kept on this device as the draft. Shown only when there is one.
import { Trans } from '@lingui/react/macro';
import type { DraftFate } from '../../../data/local/on-demand/draft-fate.ts';

export function DraftNotice({ fate, className = '' }: { fate: DraftFate; className?: string }) {
  return (
    <p className={`text-sm text-slate-700 dark:text-slate-200 ${className}`}>
      {fate.kind === 'publish' ? (
        fate.encrypt ? (
          <Trans>Your unsaved note will be published to your account, encrypted end to end.</Trans>
        ) : (
          <Trans>Your unsaved note will be published to your account.</Trans>
        )
      ) : fate.because === 'password' ? (
        <Trans>Your unsaved note stays on this device as a draft: type its password again to publish it.</Trans>
      ) : (
        <Trans>Your unsaved note stays on this device as a draft, because its encryption key would leave with you.</Trans>
      )}
    </p>
  );
}
