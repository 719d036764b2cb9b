// /contact: how to reach the people who run the site — the operator's address (CONTACT_EMAIL) or, without one,
// the abuse form, which reaches them too; note reports go through the abuse form either way.
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { useLocalizedHref } from '../../platform/navigation.ts';
import { useSiteConfig } from '../../platform/site-config.ts';
import { InfoFrame } from './InfoFrame.tsx';

export default function ContactPage() {
  const href = useLocalizedHref();
  const { contactEmail: email } = useSiteConfig();
  return (
    <InfoFrame title={<Trans>Contact</Trans>} lead={<Trans>We are happy to hear from you.</Trans>}>
      <h2>
        <Trans>Questions and ideas</Trans>
      </h2>
      {email ? (
        <p>
          <Trans>
            Write to <a href={`mailto:${email}`}>{email}</a>. We read every message and answer as soon as we can.
          </Trans>
        </p>
      ) : (
        <p>
          <Trans>
            This site lists no e-mail address. The <Link href={href('/abuse')}>report form</Link> reaches the people
            who run it: use it for anything about a note, and they will look at it as soon as they can.
          </Trans>
        </p>
      )}
      <h2>
        <Trans>A note that breaks the rules</Trans>
      </h2>
      <p>
        <Trans>
          Please use the <Link href={href('/abuse')}>report form</Link>: it reaches the right people fastest and tells
          them which note it is about.
        </Trans>
      </p>
      <h2>
        <Trans>Lost an edit link?</Trans>
      </h2>
      <p>
        <Trans>
          We cannot recover it: edit links exist only in the browser that created the note, and we do not know who
          wrote what.
        </Trans>
      </p>
    </InfoFrame>
  );
}
