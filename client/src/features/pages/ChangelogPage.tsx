// /changelog: the releases of CHANGELOG.md (parsed at build time, see shared/changelog.ts), newest first. The
// page is not localized (docs/design.md §5.1): entries stay as written; headings and dates follow the reader's language.
import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import releases from 'virtual:changelog';
import type { ChangeKind, Release } from '../../../../shared/changelog.ts';
import { useLocale } from '../../platform/navigation.ts';
import { InfoFrame } from './InfoFrame.tsx';
import { formatLongDate } from './page-format.ts';

const KIND_HEADINGS: Record<ChangeKind, ReactNode> = {
  Added: <Trans>Added</Trans>,
  Changed: <Trans>Changed</Trans>,
  Deprecated: <Trans>Deprecated</Trans>,
  Removed: <Trans>Removed</Trans>,
  Fixed: <Trans>Fixed</Trans>,
  Security: <Trans>Security</Trans>,
};

/** Markdown code spans (`npm run admin`) as <code>; the rest is plain text, never HTML. */
function withCode(text: string): ReactNode[] {
  return text.split('`').map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

function ReleaseSection({ release }: { release: Release }) {
  const locale = useLocale();
  return (
    <section>
      <h2>
        {release.date === null ? (
          <Trans>Coming next</Trans>
        ) : (
          <>
            {release.version}{' '}
            <span className="text-base font-normal text-slate-500 dark:text-slate-400">· {formatLongDate(release.date, locale)}</span>
          </>
        )}
      </h2>
      {release.changes.map((change) => (
        <section key={change.kind}>
          <h3>{KIND_HEADINGS[change.kind]}</h3>
          <ul>
            {change.items.map((item) => (
              <li key={item}>{withCode(item)}</li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}

export default function ChangelogPage() {
  return (
    <InfoFrame title={<Trans>Changelog</Trans>} lead={<Trans>What is new, newest first.</Trans>}>
      {releases.map((release) => (
        <ReleaseSection key={release.version} release={release} />
      ))}
    </InfoFrame>
  );
}
