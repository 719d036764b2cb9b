// The stretches of a note both sides changed, each as it reads in this device's version and in the other one,
// with the rest of its paragraph around it: what the writer compares before choosing (ConflictPanel). With more
// than one stretch, each has its own choice (`picks`), so the writer can keep their words in one place and the
// other version's in another.
import { Trans, useLingui } from '@lingui/react/macro';
import type { ConflictRegion, Excerpt, HunkChoice } from '../../data/local/on-demand/merge-resolve.ts';
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

/** The writer's choice for one stretch: native radios, so arrow keys move between them as everywhere. */
function PartChoice({ part, picked, onPick }: { part: number; picked: HunkChoice | undefined; onPick: (choice: HunkChoice) => void }) {
  const { t } = useLingui();
  const options: { value: HunkChoice; label: string }[] = [
    { value: 'mine', label: t`Your version` },
    { value: 'theirs', label: t`Other version` },
    { value: 'both', label: t`Both versions` },
  ];
  return (
    <fieldset className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
      <legend className="float-left mr-2 font-medium">
        <Trans>Part {part}: keep</Trans>
      </legend>
      {options.map((option) => (
        <label key={option.value} className="inline-flex items-center gap-1.5">
          <input
            type="radio"
            name={`conflict-part-${part}`}
            value={option.value}
            checked={picked === option.value}
            onChange={() => onPick(option.value)}
            className="size-4 accent-green-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700 dark:accent-green-400"
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

export interface ConflictRegionsProps {
  regions: ConflictRegion[];
  theirTime: string | null;
  /** The choice made for each region so far (shown with more than one region). */
  picks: readonly (HunkChoice | undefined)[];
  onPick: (index: number, choice: HunkChoice) => void;
}

export function ConflictRegions({ regions, theirTime, picks, onPick }: ConflictRegionsProps) {
  return (
    <ol className="mt-4 flex flex-col gap-4">
      {regions.map((region, index) => (
        // By position: a region has no identity of its own, and a new conflict state renders a new list.
        <li key={index}>
          <VersionsSideBySide mine={<ExcerptText excerpt={region.mine} />} theirs={<ExcerptText excerpt={region.theirs} />} theirTime={theirTime} />
          {regions.length > 1 && <PartChoice part={index + 1} picked={picks[index]} onPick={(choice) => onPick(index, choice)} />}
        </li>
      ))}
    </ol>
  );
}
