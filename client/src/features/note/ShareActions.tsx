// The actions everyone who can see a note has: copy its link, open its share page, print it. The link and the print
// view of an end-to-end encrypted note keep the key from this page's address (platform/link-key.ts).
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { Button } from '../../components/Button.tsx';
import { buttonClasses } from '../../components/button-classes.ts';
import { useLocalizedHref } from '../../platform/navigation.ts';
import { inRouter, noteUrl, printPath, sharePagePath } from '../../platform/paths.ts';
import { useCopyLink } from '../../components/use-copy-link.ts';
import { withLinkKey } from '../../platform/link-key.ts';

export function ShareActions({ shareId, encrypted = false }: { shareId: string; encrypted?: boolean }) {
  const { t } = useLingui();
  const copyLink = useCopyLink();
  const href = useLocalizedHref();
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => void copyLink(withLinkKey(noteUrl(location.origin, shareId), encrypted))}>
        <Trans>Copy link</Trans>
      </Button>
      <Link href={href(sharePagePath(shareId))} className={buttonClasses('secondary', 'sm')}>
        <Trans>Share</Trans>
      </Link>
      <Link href={inRouter(withLinkKey(printPath(shareId), encrypted))} className={buttonClasses('ghost', 'sm')} aria-label={t`Print this note`}>
        <Trans>Print</Trans>
      </Link>
    </>
  );
}
