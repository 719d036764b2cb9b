// The word counter's keyword list: the most used words with their count and share of all words, and which
// language's common words were left out.
import { useId } from 'react';
import { Trans } from '@lingui/react/macro';
import type { TextStats } from '../../../../shared/text-stats/types.ts';
import type { ToolFormat } from './tool-format.ts';

export function KeywordList({ stats, format }: { stats: TextStats; format: ToolFormat }) {
  const headingId = useId();
  const { topWords, words, language } = stats;
  const languageName = language ? format.languageName(language) : null;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
        <Trans>Top keywords</Trans>
      </h2>
      {languageName && (
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          <Trans>Common {languageName} words are left out.</Trans>
        </p>
      )}
      {topWords.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
          <Trans>Your most used words will show here.</Trans>
        </p>
      ) : (
        <ol className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
          {topWords.map(({ word, count }) => (
            <li key={word} className="flex items-baseline justify-between gap-3 px-4 py-2 text-sm">
              <bdi className="min-w-0 truncate font-medium text-slate-900 dark:text-slate-100">{word}</bdi>
              <span className="shrink-0 text-slate-600 tabular-nums dark:text-slate-400">
                {format.number(count)} · {format.percent(words > 0 ? count / words : 0)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
