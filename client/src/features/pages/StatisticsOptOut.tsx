// The privacy page's switch for page statistics, shown only where the operator turned them on: it sets the
// same localStorage flag Umami's own script honours (analytics/page-view.ts), so no view of this browser is sent.
import { Trans } from '@lingui/react/macro';
import { OPT_OUT_KEY } from '../../analytics/page-view.ts';
import { useSiteConfig } from '../../platform/site-config.ts';
import { Button } from '../../components/Button.tsx';
import { useStoredChoice } from '../../components/use-stored-choice.ts';

const parseFlag = (stored: string | null): '1' | '0' => (stored === '1' ? '1' : '0');

function OptOutSwitch() {
  const [optedOut, setOptedOut] = useStoredChoice(OPT_OUT_KEY, parseFlag);
  return (
    <p role="status" className="flex flex-wrap items-center gap-3">
      {optedOut === '1' ? <Trans>Visits from this browser are not counted.</Trans> : <Trans>Visits from this browser are counted.</Trans>}
      <Button onClick={() => setOptedOut(optedOut === '1' ? '0' : '1')}>
        {optedOut === '1' ? <Trans>Count my visits again</Trans> : <Trans>Do not count my visits</Trans>}
      </Button>
    </p>
  );
}

export function StatisticsOptOut() {
  // Rendered only after hydration (the painted page has no settings), so reading localStorage is safe here.
  return useSiteConfig().analytics ? <OptOutSwitch /> : null;
}
