// The frame of a tool page: heading and introduction, the tool itself, and a link to the other tool. As wide
// as the header's content (max-w-5xl).
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { TOOL_LINK_CLASSES } from './tool-classes.ts';

interface ToolLayoutProps {
  title: string;
  intro: ReactNode;
  other: 'word-counter' | 'character-counter';
  children: ReactNode;
}

export function ToolLayout({ title, intro, other, children }: ToolLayoutProps) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-semibold tracking-tight text-slate-900 dark:text-white">{title}</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-300">{intro}</p>
      </header>
      <div className="mt-6">{children}</div>
      <p className="mt-10 text-sm text-slate-600 dark:text-slate-400">
        {other === 'word-counter' ? (
          <Trans>
            Counting words instead? Try the{' '}
            <Link href="~/tools/word-counter" className={TOOL_LINK_CLASSES}>
              word counter
            </Link>
            .
          </Trans>
        ) : (
          <Trans>
            Writing for a character limit? Try the{' '}
            <Link href="~/tools/character-counter" className={TOOL_LINK_CLASSES}>
              character counter
            </Link>
            .
          </Trans>
        )}
      </p>
    </div>
  );
}
