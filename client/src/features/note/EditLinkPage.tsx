// /e/{editId}: an edit link. Asks the server for the note behind it, stores the note and the capability in
// this browser, then opens the note in edit mode. The id is kept out of the address bar history. An end-to-end
// encrypted note opens with the key in the link's fragment (docs/design.md §10.5), kept here with it; without its key,
// or with one that does not open it, the page says so and nothing is stored.
import { useEffect, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { Link, useLocation } from 'wouter';
import { buttonClasses } from '../../../../shared/button-classes.ts';
import { Button } from '../../components/Button.tsx';
import { useLocalizedHref } from '../../platform/navigation.ts';
import { ApiFailure } from '../../data/remote/api-client.ts';
import { importEditLink } from '../../data/local/commands.ts';
import { NoteKeyError } from '../../data/local/note-key.ts';
import { useLinkKey } from '../../platform/link-key.ts';
import { NoteLoading } from './reader/NoteLoading.tsx';
import { inRouter, notePath, withKey } from '../../platform/paths.ts';
import { DecryptFailed } from './DecryptFailed.tsx';
import { useErrorMessage } from './reader/useErrorMessage.ts';

type ImportState = { kind: 'working' } | { kind: 'invalid' } | { kind: 'key'; missing: boolean } | { kind: 'failed'; error: unknown };

export default function EditLinkPage({ id }: { id: string }) {
  const [, navigate] = useLocation();
  const href = useLocalizedHref();
  const errorMessage = useErrorMessage();
  const [state, setState] = useState<ImportState>({ kind: 'working' });
  const [attempt, setAttempt] = useState(0);
  // Read, never sent: a key pasted into the address afterwards tries again.
  const key = useLinkKey();
  const [keyTried, setKeyTried] = useState(key);
  if (keyTried !== key) {
    setKeyTried(key);
    setState({ kind: 'working' });
  }

  useEffect(() => {
    let cancelled = false;
    importEditLink(id, key || undefined).then(
      ({ shareId }) => {
        // Replace: going back should not land on the edit link again (and re-import it). The note's page keeps the
        // key in its address, as its reader's link has it.
        if (!cancelled) navigate(inRouter(withKey(notePath(shareId), key)), { replace: true });
      },
      (error: unknown) => {
        if (cancelled) return;
        if (error instanceof NoteKeyError) return setState({ kind: 'key', missing: error.missing });
        const gone = error instanceof ApiFailure && (error.status === 404 || error.status === 400);
        setState(gone ? { kind: 'invalid' } : { kind: 'failed', error });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [id, key, attempt, navigate]);

  if (state.kind === 'working') return <NoteLoading />;
  if (state.kind === 'key') return <DecryptFailed failure={state.missing ? 'key-missing' : 'wrong-key'} />;
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
