// The amber panel above a note's editor for something that needs the user's choice (a conflict, a note gone
// from the server): a labelled region with a heading, one explaining sentence, and the choices.
import { useId, type ReactNode } from 'react';

export interface AttentionPanelProps {
  title: ReactNode;
  explanation: ReactNode;
  children: ReactNode;
}

export function AttentionPanel({ title, explanation, children }: AttentionPanelProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="mb-6 rounded-lg border border-amber-400 bg-amber-50 p-4 dark:border-amber-500/60 dark:bg-amber-950/30"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{explanation}</p>
      {children}
    </section>
  );
}
