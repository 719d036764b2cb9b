// /privacy: what is stored where, and what is never collected.
import { Trans } from '@lingui/react/macro';
import { getInitialData } from '../../platform/initial-data.ts';
import { InfoFrame } from './InfoFrame.tsx';
import { StatisticsOptOut } from './StatisticsOptOut.tsx';

export default function PrivacyPage() {
  const { appName } = getInitialData();
  return (
    <InfoFrame
      title={<Trans>Privacy Policy</Trans>}
      lead={<Trans>{appName} works without an account and collects as little as it can.</Trans>}
    >
      <h2>
        <Trans>On your device</Trans>
      </h2>
      <p>
        <Trans>
          Your unsaved note, the notes you published and their secret edit links are stored in your browser
          (IndexedDB). They never leave your device except to save a note you chose to publish. Clearing your
          browser data removes them.
        </Trans>
      </p>
      <h2>
        <Trans>On our server</Trans>
      </h2>
      <p>
        <Trans>
          Published notes are stored with their title, content, creation and change times, expiry and, if you set
          one, a password hash — never the password itself. Expired and deleted notes are removed.
        </Trans>
      </p>
      <h2>
        <Trans>Cookies</Trans>
      </h2>
      <ul>
        <li>
          <Trans>A language cookie remembers the language you chose, for one year.</Trans>
        </li>
        <li>
          <Trans>After you enter a note's password, a cookie lets you read that note for six hours.</Trans>
        </li>
      </ul>
      <p>
        <Trans>There are no advertising or tracking cookies.</Trans>
      </p>
      <h2>
        <Trans>Logs and statistics</Trans>
      </h2>
      <p>
        <Trans>
          Server logs keep technical data such as IP addresses for a short time to stop abuse; edit links are never
          written to logs.
        </Trans>
      </p>
      <p>
        <Trans>
          If the people who run this site turned on page statistics, each page you open sends their statistics
          service this site's domain name, the page's address and title, the address you came from, your browser's language
          and your screen size. Note links and note titles are replaced by a placeholder, no cookie is set and no note
          text is ever sent.
        </Trans>
      </p>
      <StatisticsOptOut />
    </InfoFrame>
  );
}
