// One version of the note in History: its text with what it changed against the version before marked, and
// "Restore this version" behind a confirmation (the text it replaces stays in the history).
import { useEffect, useMemo, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { htmlToPlainText } from '../../../../../shared/text/title.ts';
import { Button } from '../../../components/Button.tsx';
import type { SeenVersion } from '../../../data/local/types.ts';
import { DEL_CLASSES, INS_CLASSES } from './diff-classes.ts';
import { DiffText } from './DiffText.tsx';
import { diffWords, hasChanges } from './word-diff.ts';

export interface VersionPreviewProps {
  version: SeenVersion;
  /** The version before it; null when it is the oldest that can be reached. */
  previous: SeenVersion | null;
  /** The note has this text now: nothing to restore. */
  isCurrentText: boolean;
  busy: boolean;
  onRestore: () => void;
}

export function VersionPreview({ version, previous, isCurrentText, busy, onRestore }: VersionPreviewProps) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const restoreRef = useRef<HTMLButtonElement>(null);
  const text = useMemo(() => htmlToPlainText(version.content), [version.content]);
  const previousContent = previous?.content ?? null;
  // The oldest version has nothing to compare with: its whole text, unmarked.
  const parts = useMemo(
    () => (previousContent === null ? [{ kind: 'same' as const, text }] : diffWords(htmlToPlainText(previousContent), text)),
    [previousContent, text],
  );
  const wasConfirming = useRef(false);
  // The confirmation takes the focus when it appears, and gives it back to the button when it goes.
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
    else if (wasConfirming.current) restoreRef.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  return (
    <div className="flex flex-col gap-3">
      {previous === null ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          <Trans>The oldest version kept: nothing to compare it with.</Trans>
        </p>
      ) : hasChanges(parts) ? (
        <p className="flex flex-wrap gap-x-3 text-sm text-slate-600 dark:text-slate-300">
          <span>
            <Trans>Changes since the version before:</Trans>
          </span>
          <ins className={INS_CLASSES}>
            <Trans>added</Trans>
          </ins>
          <del className={DEL_CLASSES}>
            <Trans>removed</Trans>
          </del>
        </p>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          <Trans>The text is the same as in the version before; only the formatting or title changed.</Trans>
        </p>
      )}
      <div
        tabIndex={0}
        role="region"
        aria-label={t`Text of this version`}
        className="max-h-[45vh] overflow-y-auto rounded-md border border-slate-200 p-3 focus-visible:ring-2 focus-visible:ring-green-600 focus-visible:outline-none dark:border-slate-700 dark:focus-visible:ring-green-400"
      >
        <DiffText parts={parts} />
      </div>
      {isCurrentText ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          <Trans>The note has this text now.</Trans>
        </p>
      ) : confirming ? (
        <div role="group" aria-label={t`Confirm restoring`} className="flex flex-col gap-2 rounded-md border border-slate-300 p-3 dark:border-slate-600">
          <p className="text-sm">
            <Trans>Replace the note's text with this version? The text it has now stays in the history.</Trans>
          </p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="ghost" size="sm" onClick={() => setConfirming(false)} disabled={busy}>
              <Trans>Cancel</Trans>
            </Button>
            <Button ref={confirmRef} size="sm" onClick={onRestore} disabled={busy}>
              <Trans>Restore</Trans>
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex justify-end">
          <Button ref={restoreRef} size="sm" onClick={() => setConfirming(true)}>
            <Trans>Restore this version</Trans>
          </Button>
        </div>
      )}
    </div>
  );
}
