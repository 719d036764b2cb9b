// /features: what a visitor can do, in short.
import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { buttonClasses } from '../../../../shared/button-classes.ts';
import { useLocalizedHref } from '../../platform/navigation.ts';
import { InfoFrame } from './InfoFrame.tsx';

function Feature({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <li className="rounded-lg border border-slate-200 p-4 dark:border-slate-800">
      <h2 className="!mt-0 !text-base">{title}</h2>
      <p className="!mt-1 text-sm">{children}</p>
    </li>
  );
}

export default function FeaturesPage() {
  const href = useLocalizedHref();
  return (
    <InfoFrame
      title={<Trans>Features</Trans>}
      lead={<Trans>Everything is free and works without an account.</Trans>}
    >
      <ul className="!mt-6 grid !list-none gap-4 !pl-0 sm:grid-cols-2">
        <Feature title={<Trans>Rich text editor</Trans>}>
          <Trans>Headings, bold, italic, underline, strike-through, lists and checklists, links, quotes and code blocks.</Trans>
        </Feature>
        <Feature title={<Trans>Works offline</Trans>}>
          <Trans>Every keystroke is saved on your device. Install the app and write on a plane, on a train, anywhere.</Trans>
        </Feature>
        <Feature title={<Trans>Share by link</Trans>}>
          <Trans>Publish a note and get its link at once, with a QR code and your system's share menu.</Trans>
        </Feature>
        <Feature title={<Trans>Passwords</Trans>}>
          <Trans>Protect a note with a password; readers need it to open the note.</Trans>
        </Feature>
        <Feature title={<Trans>Expiry</Trans>}>
          <Trans>Let a note disappear after an hour, a day, a week, a month or a year.</Trans>
        </Feature>
        <Feature title={<Trans>Safe editing</Trans>}>
          <Trans>When the same note changes in two places, nothing is overwritten: you see both versions and choose.</Trans>
        </Feature>
        <Feature title={<Trans>Seven languages</Trans>}>
          <Trans>English, Deutsch, Español, Français, Italiano, Português and हिन्दी.</Trans>
        </Feature>
        <Feature title={<Trans>Free tools</Trans>}>
          <Trans>
            A <Link href="~/tools/word-counter">word counter</Link> and a{' '}
            <Link href="~/tools/character-counter">character counter</Link> with limits for posts, SEO and SMS.
          </Trans>
        </Feature>
      </ul>
      <p className="!mt-8">
        <Link href={href('/')} className={buttonClasses('primary', 'md', '!text-slate-950 !no-underline')}>
          <Trans>Start writing</Trans>
        </Link>
      </p>
    </InfoFrame>
  );
}
