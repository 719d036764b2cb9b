// The publish bar's choices as the unsaved note keeps them in storage (data/local/draft.ts): each change is stored at
// once — a sign-in or sign-out that publishes the note honours it — and shown at once, before storage answers. What
// storage holds shows through wherever the writer has changed nothing since, so a reload, another tab or a discarded
// note shows what would really be published.
import { useState } from 'react';
import { toast } from '../../components/toast.ts';
import { saveDraftChoices } from '../../data/local/commands.ts';
import { NO_CHOICES } from '../../data/local/draft.ts';
import { useDraftChoices } from '../../data/local/hooks.ts';
import type { DraftChoices } from '../../data/local/types.ts';

const covers = (stored: DraftChoices, change: Partial<DraftChoices>): boolean =>
  (Object.keys(change) as Array<keyof DraftChoices>).every((field) => stored[field] === change[field]);

export interface PublishChoices {
  choices: DraftChoices;
  /** False until storage has answered: until then `choices` may not be what would be published. */
  known: boolean;
  choose: (change: Partial<DraftChoices>) => void;
}

export function usePublishChoices(failed: string): PublishChoices {
  const stored = useDraftChoices();
  // The writer's changes storage has not shown back yet, and how many of their saves are on their way.
  const [change, setChange] = useState<Partial<DraftChoices> | null>(null);
  const [saving, setSaving] = useState(0);
  const [seen, setSeen] = useState(stored);
  if (stored !== seen) {
    setSeen(stored);
    // Storage caught up, or changed elsewhere while none of ours was on its way: it is what would be published.
    if (change && stored && (covers(stored, change) || saving === 0)) setChange(null);
  }
  const choose = (next: Partial<DraftChoices>) => {
    setChange((earlier) => ({ ...earlier, ...next }));
    setSaving((count) => count + 1);
    saveDraftChoices(next)
      .catch((error: unknown) => {
        console.error('Saving the publish choices failed', error);
        toast({ title: failed, variant: 'error' });
      })
      .finally(() => setSaving((count) => count - 1));
  };
  return { choices: { ...(stored ?? NO_CHOICES), ...change }, known: stored !== undefined, choose };
}
