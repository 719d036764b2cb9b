// /contact: how to reach the people who run the site; note reports go through the abuse form.
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { useLocalizedHref } from '../../app/navigation.ts';
import { InfoPage } from './InfoPage.tsx';

export default function ContactPage() {
  const href = useLocalizedHref();
  const email = import.meta.env.VITE_CONTACT_EMAIL;
  return (
    <InfoPage title={<Trans>Contact</Trans>} lead={<Trans>We are happy to hear from you.</Trans>}>
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
          <Trans>Write to the people who run this site; we read every message and answer as soon as we can.</Trans>
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
    </InfoPage>
  );
}
