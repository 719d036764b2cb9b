// /e/{editId}: an edit link. Asks the server for the note behind it, stores the note and the capability in
// this browser, then opens the note in edit mode. The id is kept out of the address bar history.
import { useEffect, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { Link, useLocation } from 'wouter';
import { buttonClasses } from '../../components/button-classes.ts';
import { Button } from '../../components/Button.tsx';
import { useLocalizedHref } from '../../platform/navigation.ts';
import { ApiFailure } from '../../data/remote/api-client.ts';
import { importEditLink } from '../../data/local/commands.ts';
import { NoteLoading } from './NoteLoading.tsx';
import { inRouter, notePath } from '../../platform/paths.ts';
import { useErrorMessage } from './useErrorMessage.ts';

type ImportState = { kind: 'working' } | { kind: 'invalid' } | { kind: 'failed'; error: unknown };

export default function EditLinkPage({ id }: { id: string }) {
  const [, navigate] = useLocation();
  const href = useLocalizedHref();
  const errorMessage = useErrorMessage();
  const [state, setState] = useState<ImportState>({ kind: 'working' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    importEditLink(id).then(
      ({ shareId }) => {
        // Replace: going back should not land on the edit link again (and re-import it).
        if (!cancelled) navigate(inRouter(notePath(shareId)), { replace: true });
      },
      (error: unknown) => {
        if (cancelled) return;
        const gone = error instanceof ApiFailure && (error.status === 404 || error.status === 400);
        setState(gone ? { kind: 'invalid' } : { kind: 'failed', error });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [id, attempt, navigate]);

  if (state.kind === 'working') return <NoteLoading />;
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">
        {state.kind === 'invalid' ? <Trans>This edit link does not work</Trans> : <Trans>Could not open the edit link</Trans>}
      </h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300" role="alert">
        {state.kind === 'invalid' ? (
          <Trans>The note was deleted, has expired, or the link is incomplete.</Trans>
        ) : (
          errorMessage(state.error)
        )}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-2">
        {state.kind === 'failed' && (
          <Button
            onClick={() => {
              setState({ kind: 'working' });
              setAttempt((n) => n + 1);
            }}
          >
            <Trans>Try again</Trans>
          </Button>
        )}
        <Link href={href('/')} className={buttonClasses(state.kind === 'failed' ? 'secondary' : 'primary')}>
          <Trans>New Note</Trans>
        </Link>
      </div>
    </div>
  );
}
