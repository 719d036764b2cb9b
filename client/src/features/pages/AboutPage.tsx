// /about: what the notepad is, who it is for, and how it works.
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { getInitialData } from '../../platform/initial-data.ts';
import { useLocalizedHref } from '../../platform/navigation.ts';
import { InfoFrame } from './InfoFrame.tsx';

export default function AboutPage() {
  const href = useLocalizedHref();
  const { appName } = getInitialData();
  return (
    <InfoFrame
      title={<Trans>About {appName}</Trans>}
      lead={<Trans>A free online notepad – no account needed. Create, save, and share notes instantly.</Trans>}
    >
      <h2>
        <Trans>Why it exists</Trans>
      </h2>
      <p>
        <Trans>
          Most note apps ask you to sign up before you can write a single line. {appName} starts with a blank page:
          type, and your words are kept in your browser at once. When you want to share them, publish the note and
          send the link.
        </Trans>
      </p>
      <h2>
        <Trans>How it works</Trans>
      </h2>
      <ul>
        <li>
          <Trans>Everything you type is saved on your device first, so a reload, a crash or a lost connection never costs you text.</Trans>
        </li>
        <li>
          <Trans>Published notes get a share link right away, even offline; they are sent to the server as soon as you are back online.</Trans>
        </li>
        <li>
          <Trans>Only this browser holds the secret edit link of your notes. Anyone with the share link can read, only you can change.</Trans>
        </li>
        <li>
          <Trans>Notes can be protected with a password and set to expire.</Trans>
        </li>
      </ul>
      <p>
        <Trans>
          See all <Link href={href('/features')}>features</Link>, read what changed in the{' '}
          <Link href="~/changelog">changelog</Link>, or <Link href={href('/contact')}>get in touch</Link>.
        </Trans>
      </p>
    </InfoFrame>
  );
}
