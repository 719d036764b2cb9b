// A slim footer with the info and legal pages, so they are one click (and one crawl) away on every page.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { FOOTER_LINK_CLASSES as LINK } from '../components/link-classes.ts';
import { getInitialData } from '../platform/initial-data.ts';
import { useLocalizedHref } from '../platform/navigation.ts';

export function Footer() {
  const { t } = useLingui();
  const href = useLocalizedHref();
  const { appName } = getInitialData();
  return (
    <footer className="border-t border-slate-200 text-sm text-slate-600 print:hidden dark:border-slate-800 dark:text-slate-300">
      <nav aria-label={t`Footer`} className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-5 gap-y-2 px-4 py-6">
        <span className="font-medium text-slate-800 dark:text-slate-100">{appName}</span>
        <Link href={href('/about')} className={LINK}>
          <Trans>About</Trans>
        </Link>
        <Link href={href('/features')} className={LINK}>
          <Trans>Features</Trans>
        </Link>
        <Link href={href('/api')} className={LINK}>
          <Trans>For scripts</Trans>
        </Link>
        <Link href="~/changelog" className={LINK}>
          <Trans>Changelog</Trans>
        </Link>
        <Link href={href('/contact')} className={LINK}>
          <Trans>Contact</Trans>
        </Link>
        <Link href={href('/terms')} className={LINK}>
          <Trans>Terms</Trans>
        </Link>
        <Link href={href('/privacy')} className={LINK}>
          <Trans>Privacy</Trans>
        </Link>
        <Link href={href('/abuse')} className={LINK}>
          <Trans>Report abuse</Trans>
        </Link>
      </nav>
    </footer>
  );
}
