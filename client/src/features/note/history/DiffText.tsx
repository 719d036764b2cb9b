// A version's text with what changed since the version before marked: added in <ins>, removed in <del>.
// Underline and strike-through say it without colour, and a hidden word says it to screen readers (which
// mostly do not announce ins/del). Text only: the HTML is never rendered here.
import { useLingui } from '@lingui/react/macro';
import { DEL_CLASSES, INS_CLASSES } from './diff-classes.ts';
import type { DiffPart } from './word-diff.ts';

export function DiffText({ parts }: { parts: readonly DiffPart[] }) {
  const { t } = useLingui();
  const added = t`Added:`;
  const removed = t`Removed:`;
  return (
    <div className="text-sm leading-relaxed break-words whitespace-pre-wrap">
      {parts.map((part, index) => {
        if (part.kind === 'added') {
          return (
            <ins key={index} className={INS_CLASSES}>
              <span className="sr-only">{`${added} `}</span>
              {part.text}
            </ins>
          );
        }
        if (part.kind === 'removed') {
          return (
            <del key={index} className={DEL_CLASSES}>
              <span className="sr-only">{`${removed} `}</span>
              {part.text}
            </del>
          );
        }
        return <span key={index}>{part.text}</span>;
      })}
    </div>
  );
}
