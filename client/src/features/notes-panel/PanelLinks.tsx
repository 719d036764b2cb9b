// The panel's info links (about, changelog, contact, sign in for guests, donate — hideable), tools and the legal menu.
import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { CloseIcon } from '../../components/icons.tsx';
import { useLocalizedHref } from '../../platform/navigation.ts';
import { useSiteConfig } from '../../platform/site-config.ts';
import { PANEL_LINK_CLASSES } from '../../components/link-classes.ts';
import { useSession } from '../account/session-store.ts';
import { HIDE_DONATE_STORAGE_KEY } from './panel-classes.ts';
import { useStoredChoice } from '../../components/use-stored-choice.ts';

const parseHidden = (stored: string | null): '1' | '0' => (stored === '1' ? '1' : '0');

export function PanelLinks({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useLingui();
  const href = useLocalizedHref();
  const legalId = useId();
  const [legalOpen, setLegalOpen] = useState(false);
  const [donateHidden, setDonateHidden] = useStoredChoice(HIDE_DONATE_STORAGE_KEY, parseHidden);
  const { donateUrl } = useSiteConfig();
  // The sign-in link is there only for guests (docs/design.md §9.1).
  const signedIn = useSession().status === 'signed-in';

  return (
    // Links flow and wrap at their own width: long words (German "Nutzungsbedingungen") fit a narrow panel.
    <nav aria-label={t`More`} className="text-sm">
      <ul className="flex flex-wrap gap-x-1">
        <li>
          <Link href={href('/about')} onClick={onNavigate} className={PANEL_LINK_CLASSES}>
            <Trans>About</Trans>
          </Link>
        </li>
        <li>
          <Link href="~/changelog" onClick={onNavigate} className={PANEL_LINK_CLASSES}>
            <Trans>Changelog</Trans>
          </Link>
        </li>
        <li>
          <Link href={href('/contact')} onClick={onNavigate} className={PANEL_LINK_CLASSES}>
            <Trans>Contact</Trans>
          </Link>
        </li>
        {!signedIn && (
          <li>
            <Link href="~/signin" onClick={onNavigate} className={PANEL_LINK_CLASSES}>
              <Trans>Sign in</Trans>
            </Link>
          </li>
        )}
        <li>
          <Link href="~/tools/word-counter" onClick={onNavigate} className={PANEL_LINK_CLASSES}>
            <Trans>Word counter</Trans>
          </Link>
        </li>
        <li>
          <Link href="~/tools/character-counter" onClick={onNavigate} className={PANEL_LINK_CLASSES}>
            <Trans>Character counter</Trans>
          </Link>
        </li>
        <li>
          <Link href={href('/features')} onClick={onNavigate} className={PANEL_LINK_CLASSES}>
            <Trans>Features</Trans>
          </Link>
        </li>
        {donateUrl && donateHidden === '0' && (
          <li className="flex items-center">
            <a href={donateUrl} target="_blank" rel="noopener noreferrer" className={PANEL_LINK_CLASSES}>
              <Trans>Buy us a coffee</Trans>
            </a>
            <button
              type="button"
              aria-label={t`Hide the donate link`}
              onClick={() => setDonateHidden('1')}
              className="rounded p-1 text-slate-600 hover:text-slate-900 dark:text-slate-400 focus-visible:ring-2 focus-visible:ring-green-600 focus-visible:outline-none dark:hover:text-white"
            >
              <CloseIcon width={14} height={14} />
            </button>
          </li>
        )}
      </ul>
      <button
        type="button"
        aria-expanded={legalOpen}
        aria-controls={legalId}
        onClick={() => setLegalOpen(!legalOpen)}
        className={`${PANEL_LINK_CLASSES} text-left`}
      >
        <Trans>Legal</Trans> <span aria-hidden="true">{legalOpen ? '▴' : '▾'}</span>
      </button>
      <ul id={legalId} hidden={!legalOpen} className="flex flex-wrap gap-x-1 pl-3">
        <li>
          <Link href={href('/terms')} onClick={onNavigate} className={PANEL_LINK_CLASSES}>
            <Trans>Terms</Trans>
          </Link>
        </li>
        <li>
          <Link href={href('/privacy')} onClick={onNavigate} className={PANEL_LINK_CLASSES}>
            <Trans>Privacy</Trans>
          </Link>
        </li>
        <li>
          <Link href={href('/abuse')} onClick={onNavigate} className={PANEL_LINK_CLASSES}>
            <Trans>Report abuse</Trans>
          </Link>
        </li>
      </ul>
    </nav>
  );
}
