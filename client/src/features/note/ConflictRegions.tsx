// The stretches of a note both sides changed, each as it reads in this device's version and in the other one,
// with the rest of its paragraph around it: what the writer compares before choosing (ConflictPanel).
import { Trans } from '@lingui/react/macro';
import type { ConflictRegion, Excerpt } from '../../data/local/merge-resolve.ts';
import { VersionsSideBySide } from './VersionsSideBySide.tsx';

function ExcerptText({ excerpt }: { excerpt: Excerpt }) {
  return (
    <p className="rounded-md border border-slate-200 bg-white p-3 text-sm whitespace-pre-wrap dark:border-slate-700 dark:bg-slate-900">
      {excerpt.before}
      {excerpt.part === '' ? (
        <em className="text-slate-600 dark:text-slate-300">
          <Trans>(removed)</Trans>
        </em>
      ) : (
        <mark className="rounded bg-amber-200 px-0.5 text-slate-900 dark:bg-amber-400/30 dark:text-slate-100">{excerpt.part}</mark>
      )}
      {excerpt.after}
    </p>
  );
}

export function ConflictRegions({ regions, theirTime }: { regions: ConflictRegion[]; theirTime: string | null }) {
  return (
    <ol className="mt-4 flex flex-col gap-4">
      {regions.map((region, index) => (
        // By position: a region has no identity of its own, and a new conflict state renders a new list.
        <li key={index}>
          <VersionsSideBySide mine={<ExcerptText excerpt={region.mine} />} theirs={<ExcerptText excerpt={region.theirs} />} theirTime={theirTime} />
        </li>
      ))}
    </ol>
  );
}
