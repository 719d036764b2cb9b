// The History list: versions grouped by day ("Today", "Yesterday", then dates), each a button named by its
// time ("5 minutes ago, 14:32") and title (an encrypted note's version not opened here yet says so instead); the
// chosen one is marked aria-current. "Show older" loads the next page.
import { useId, useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/Button.tsx';
import type { VersionEntry } from '../../../data/local/on-demand/history.ts';
import { serverNow } from '../../../data/probe/server-clock.ts';
import { useLocale } from '../../../platform/navigation.ts';
import { dayHeading, groupByDay, relativeTime } from './version-days.ts';

export interface VersionListProps {
  versions: readonly VersionEntry[];
  /** The version the note has now (marked "Current"). */
  currentVersion: number | null;
  selected: number | null;
  onSelect: (version: number) => void;
  /** Shown when there are older versions to load. */
  onShowOlder?: () => void;
  loadingOlder: boolean;
}

export function VersionList({ versions, currentVersion, selected, onSelect, onShowOlder, loadingOlder }: VersionListProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const idBase = useId();
  const now = serverNow();
  const clock = useMemo(() => new Intl.DateTimeFormat(locale, { timeStyle: 'short' }), [locale]);
  const groups = groupByDay(versions, (entry) => entry.updatedAt);
  return (
    <nav aria-label={t`Versions`} className="flex flex-col gap-3">
      {groups.map((group, groupIndex) => {
        const headingId = `${idBase}-day-${groupIndex}`;
        return (
          <section key={group.day || groupIndex} aria-labelledby={headingId}>
            <h3 id={headingId} className="mb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300">
              {group.day ? dayHeading(group.day, now, locale) : t`Unknown date`}
            </h3>
            <ul aria-labelledby={headingId} className="flex flex-col gap-1">
              {group.items.map((entry) => {
                const when = Date.parse(entry.updatedAt);
                const time = Number.isNaN(when) ? '' : `${relativeTime(when, now, locale)}, ${clock.format(when)}`;
                const isSelected = entry.version === selected;
                return (
                  <li key={entry.version}>
                    <button
                      type="button"
                      onClick={() => onSelect(entry.version)}
                      aria-current={isSelected ? 'true' : undefined}
                      className={`flex w-full flex-col items-start rounded-md border px-3 py-2 text-left text-sm focus-visible:ring-2 focus-visible:ring-green-600 focus-visible:outline-none dark:focus-visible:ring-green-400 ${
                        isSelected
                          ? 'border-green-700 bg-green-50 dark:border-green-400 dark:bg-slate-800'
                          : 'border-transparent hover:bg-slate-100 dark:hover:bg-slate-800'
                      }`}
                    >
                      <span className="font-medium">
                        {time}
                        {entry.version === currentVersion && (
                          <span className="ml-2 rounded bg-slate-200 px-1.5 py-0.5 text-xs text-slate-800 dark:bg-slate-700 dark:text-slate-100">
                            <Trans>Current</Trans>
                          </span>
                        )}
                      </span>
                      {entry.title === null ? (
                        <span className="w-full truncate text-slate-600 italic dark:text-slate-300">
                          <Trans>Encrypted: choose it to read</Trans>
                        </span>
                      ) : (
                        <span className="w-full truncate text-slate-600 dark:text-slate-300">{entry.title}</span>
                      )}
                    </button>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
      {onShowOlder && (
        <Button variant="ghost" size="sm" onClick={onShowOlder} disabled={loadingOlder}>
          <Trans>Show older</Trans>
        </Button>
      )}
    </nav>
  );
}
