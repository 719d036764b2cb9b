// The secret edit link, shown only to a browser that can edit the note, behind a clear warning: whoever
// holds it can change, re-protect or delete the note.
import { Trans } from '@lingui/react/macro';
import { LinkField } from './LinkField.tsx';

export function EditLinkSection({ url, onCopy }: { url: string; onCopy: (url: string) => void }) {
  return (
    <section
      aria-labelledby="share-edit-link"
      className="flex flex-col gap-3 rounded-lg border border-amber-400 bg-amber-50 p-4 dark:border-amber-500/60 dark:bg-amber-950/30"
    >
      <h2 id="share-edit-link" className="text-lg font-semibold">
        <Trans>Edit link</Trans>
      </h2>
      <p role="note" className="text-sm text-slate-800 dark:text-slate-200">
        <Trans>
          Anyone who has this link can edit, rename, protect or delete the note — even without its password. Share it
          only with people you trust to change it. Use it yourself to edit the note from another device.
        </Trans>
      </p>
      <LinkField label={<Trans>Edit link (secret)</Trans>} url={url} onCopy={() => onCopy(url)} copyLabel={<Trans>Copy edit link</Trans>} />
    </section>
  );
}
