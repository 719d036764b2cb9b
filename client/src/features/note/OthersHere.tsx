// "N others here" beside a live note's title, for its editors only (docs/design.md §11.8): everyone else who has the
// note open, editing or reading, anonymous. Said politely when it changes; nothing while alone or not connected.
import { Plural } from '@lingui/react/macro';

export function OthersHere({ count }: { count: number | null }) {
  return (
    <span role="status" aria-live="polite" className="text-sm text-slate-600 dark:text-slate-400" data-testid="others-here">
      {count !== null && count > 0 && <Plural value={count} one="# other here" other="# others here" />}
    </span>
  );
}
