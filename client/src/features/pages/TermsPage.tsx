// /terms: the rules for using the notepad, short and plain.
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { getInitialData } from '../../platform/initial-data.ts';
import { useLocalizedHref } from '../../platform/navigation.ts';
import { InfoFrame } from './InfoFrame.tsx';

export default function TermsPage() {
  const href = useLocalizedHref();
  const { appName } = getInitialData();
  return (
    <InfoFrame title={<Trans>Terms of Service</Trans>} lead={<Trans>By using {appName} you agree to these terms.</Trans>}>
      <h2>
        <Trans>Your content</Trans>
      </h2>
      <p>
        <Trans>
          You keep all rights to what you write. By publishing a note you allow us to store it and show it to anyone
          who has its link, until it expires or you delete it.
        </Trans>
      </p>
      <h2>
        <Trans>What is not allowed</Trans>
      </h2>
      <ul>
        <li>
          <Trans>Illegal content, or content that infringes the rights of others.</Trans>
        </li>
        <li>
          <Trans>Spam, phishing, malware or links to them.</Trans>
        </li>
        <li>
          <Trans>Harassment, threats or personal data of others published without their consent.</Trans>
        </li>
        <li>
          <Trans>Attempts to disrupt the service, including automated mass use.</Trans>
        </li>
      </ul>
      <p>
        <Trans>
          We may remove notes that break these rules and block abusive use. You can{' '}
          <Link href={href('/abuse')}>report a note</Link> that breaks them.
        </Trans>
      </p>
      <h2>
        <Trans>Keeping your links safe</Trans>
      </h2>
      <p>
        <Trans>
          Anyone holding a note's edit link can change or delete it, so share it only with people you trust. Lost
          edit links cannot be recovered.
        </Trans>
      </p>
      <h2>
        <Trans>No warranty</Trans>
      </h2>
      <p>
        <Trans>
          The service is provided free of charge and as is, without any warranty. Keep your own copy of anything
          important. We may change these terms; the current version is always on this page.
        </Trans>
      </p>
    </InfoFrame>
  );
}
