// The labels that mark each side's words in a note where "Keep both" (or typing during a merge) kept two
// versions of one stretch: part of the note's text, so in the writer's language.
import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { BothLabels } from '../../data/local/on-demand/merge-resolve.ts';

export function useBothLabels(): BothLabels {
  const { t } = useLingui();
  return useMemo(() => ({ mine: t`Your version`, theirs: t`Other version` }), [t]);
}
