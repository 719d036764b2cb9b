// The actions everyone who can see a note has: copy its link, open its share page, print it. The links of an
// end-to-end encrypted note carry its key: the one this device keeps for its own note, else the one from this page's
// address (platform/link-key.ts).
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { Button } from '../../../components/Button.tsx';
import { buttonClasses } from '../../../../../shared/button-classes.ts';
import { useLocalizedHref } from '../../../platform/navigation.ts';
import { inRouter, noteUrl, printPath, sharePagePath, withKey } from '../../../platform/paths.ts';
import { useCopyLink } from '../../../components/use-copy-link.ts';
import { withLinkKey } from '../../../platform/link-key.ts';

export interface ShareActionsProps {
  shareId: string;
  /** End-to-end encrypted: the links keep the key from this page's address. */
  encrypted?: boolean | undefined;
  /** The key this device keeps for the note (its writer's view): the links carry it. */
  noteKey?: string | undefined;
}

export function ShareActions({ shareId, encrypted = false, noteKey }: ShareActionsProps) {
  const { t } = useLingui();
  const copyLink = useCopyLink();
  const href = useLocalizedHref();
  const keyed = (link: string) => (noteKey === undefined ? withLinkKey(link, encrypted) : withKey(link, noteKey));
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => void copyLink(keyed(noteUrl(location.origin, shareId)))}>
        <Trans>Copy link</Trans>
      </Button>
      <Link href={keyed(href(sharePagePath(shareId)))} className={buttonClasses('secondary', 'sm')}>
        <Trans>Share</Trans>
      </Link>
      <Link href={inRouter(keyed(printPath(shareId)))} className={buttonClasses('ghost', 'sm')} aria-label={t`Print this note`}>
        <Trans>Print</Trans>
      </Link>
    </>
  );
}
