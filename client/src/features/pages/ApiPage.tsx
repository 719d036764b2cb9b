// /api: the script API (docs/design.md §4.8) as copy-paste curl commands. The commands come from
// shared/api-examples.ts, which a server test runs as written; only the explanations are translated.
import { Trans } from '@lingui/react/macro';
import { useSyncExternalStore, type ReactNode } from 'react';
import { apiExample, type ApiExampleKey } from '../../../../shared/api-examples.ts';
import { InfoFrame } from './InfoFrame.tsx';

/** Until the page runs in a browser (prerendered at build time) the commands name a neutral host. */
const PAINTED_ORIGIN = 'https://notes.example';

const neverChanges = () => () => {};

function Example({ example, origin, children }: { example: ApiExampleKey; origin: string; children: ReactNode }) {
  return (
    <>
      <p>{children}</p>
      {/* Wrapped, not scrolled: a scrolling box would need a keyboard stop; copying a wrapped command still gives one line. */}
      <pre className="mt-2 rounded-md bg-slate-100 p-3 text-sm break-all whitespace-pre-wrap text-slate-900 dark:bg-slate-800 dark:text-slate-100">
        <code>{apiExample(example, origin)}</code>
      </pre>
    </>
  );
}

export default function ApiPage() {
  // The painted page names a neutral host; in the browser the commands name this site.
  const origin = useSyncExternalStore(neverChanges, () => window.location.origin, () => PAINTED_ORIGIN);
  return (
    <InfoFrame
      title={<Trans>For scripts</Trans>}
      lead={<Trans>Create, read, replace and delete notes from a terminal. Every command below can be copied as it is.</Trans>}
    >
      <h2>
        <Trans>Create a note</Trans>
      </h2>
      <Example example="create-markdown" origin={origin}>
        <Trans>Send a Markdown file. The answer is JSON with the read link, the secret edit link and both ids.</Trans>
      </Example>
      <Example example="create-from-pipe" origin={origin}>
        <Trans>
          Send plain text from a pipe, each line a paragraph. With Accept: text/plain the answer is the read link and
          the edit link on two lines. X-Expire sets when the note expires (1h, 1d, 1w, 1mo, 1y or never).
        </Trans>
      </Example>
      <p>
        <Trans>HTML works too (Content-Type: text/html); like everything else it is cleaned before it is stored.</Trans>
      </p>
      <h2>
        <Trans>Read a note as Markdown</Trans>
      </h2>
      <Example example="read-raw" origin={origin}>
        <Trans>
          Replace SHARE_ID with the note's id. A note with a password needs its session in the X-Note-Session header;
          an end-to-end encrypted note can only be read in a browser that has its key.
        </Trans>
      </Example>
      <h2>
        <Trans>Replace or delete a note</Trans>
      </h2>
      <Example example="update" origin={origin}>
        <Trans>
          The edit id goes in the Authorization header, never in the address. The new text replaces the old one
          whatever changed in between, and open editors show it like any other change.
        </Trans>
      </Example>
      <Example example="delete" origin={origin}>
        <Trans>Deleting is final: the note's links never work again.</Trans>
      </Example>
      <h2>
        <Trans>Every call</Trans>
      </h2>
      <Example example="open-api" origin={origin}>
        <Trans>The whole HTTP API is described in an OpenAPI document.</Trans>
      </Example>
    </InfoFrame>
  );
}
