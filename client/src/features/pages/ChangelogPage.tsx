// /changelog: what changed, newest first.
import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { useLocale } from '../../app/navigation.ts';
import { InfoPage } from './InfoPage.tsx';
import { formatLongDate } from './page-format.ts';

function Release({ version, date, children }: { version: string; date: string; children: ReactNode }) {
  const locale = useLocale();
  const formatted = formatLongDate(date, locale);
  return (
    <section>
      <h2>
        {version} <span className="text-base font-normal text-slate-500 dark:text-slate-400">· {formatted}</span>
      </h2>
      <ul>{children}</ul>
    </section>
  );
}

export default function ChangelogPage() {
  return (
    <InfoPage title={<Trans>Changelog</Trans>} lead={<Trans>What is new, newest first.</Trans>}>
      <Release version="0.1.0" date="2026-11-23">
        <li>
          <Trans>A rich text editor that saves every keystroke on your device and works offline.</Trans>
        </li>
        <li>
          <Trans>Publish notes and share them by link or QR code; links work at once, even offline.</Trans>
        </li>
        <li>
          <Trans>Passwords, expiry, renaming and deleting for your notes.</Trans>
        </li>
        <li>
          <Trans>Changes made in two places never overwrite each other: you choose which version to keep.</Trans>
        </li>
        <li>
          <Trans>"My notes" panel with search and sorting.</Trans>
        </li>
        <li>
          <Trans>Free word and character counters.</Trans>
        </li>
        <li>
          <Trans>Seven languages, light and dark mode, and an installable app.</Trans>
        </li>
      </Release>
    </InfoPage>
  );
}
