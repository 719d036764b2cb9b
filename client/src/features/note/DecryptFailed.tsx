// What a reader sees when an end-to-end encrypted note does not open (docs/design.md §10): the link lost its key, or
// the key is not this note's. A key cut short, a changed envelope and one that opens to no note all read as the
// second: to the reader each means "this link does not open this note", and GCM cannot tell a wrong key from a
// changed note anyway.
import { Trans } from '@lingui/react/macro';
import type { DecryptFailure } from '../../data/local/on-demand/note-crypto.ts';

export function DecryptFailed({ failure }: { failure: DecryptFailure }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      {failure === 'key-missing' ? (
        <>
          <h1 className="text-2xl font-semibold">
            <Trans>This link is missing its key</Trans>
          </h1>
          <p className="mt-3 text-slate-600 dark:text-slate-300">
            <Trans>
              This note is end-to-end encrypted. The key that opens it is the part of the link after the # sign, and it
              was lost on the way here. Ask the person who sent you the link for the whole link.
            </Trans>
          </p>
        </>
      ) : (
        <>
          <h1 className="text-2xl font-semibold">
            <Trans>This key does not open this note</Trans>
          </h1>
          <p className="mt-3 text-slate-600 dark:text-slate-300">
            <Trans>
              The key in this link is not the one this note was encrypted with, or the note was changed by someone who
              does not have the key. Check that you have the whole link, exactly as it was sent.
            </Trans>
          </p>
        </>
      )}
    </div>
  );
}
