// /abuse: how reports are handled, and the report form (POST /api/reports).
import { Trans } from '@lingui/react/macro';
import { InfoFrame } from './InfoFrame.tsx';
import { ReportForm } from './ReportForm.tsx';

export default function AbusePage() {
  return (
    <InfoFrame
      title={<Trans>Report Abuse</Trans>}
      lead={<Trans>Found a note that breaks our terms? Tell us and we will look at it.</Trans>}
    >
      <p>
        <Trans>
          We review every report. Notes with illegal content, spam, phishing, malware or harassment are removed.
          Reports are anonymous: we do not tell the author who reported the note.
        </Trans>
      </p>
      <ReportForm />
    </InfoFrame>
  );
}
