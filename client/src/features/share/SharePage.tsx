// /share/{id}: everything to pass a note on — its link with copy, a QR code, the system share sheet where
// the browser has one, and, for a browser that can edit the note, the secret edit link with a warning. An end-to-end
// encrypted note's links and QR code carry its key (docs/design.md §10.5): the one this browser keeps for it, else the
// one in this page's address.
import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { buttonClasses } from '../../../../shared/button-classes.ts';
import { Button } from '../../components/Button.tsx';
import { findEditable } from '../../data/probe/capability-probe.ts';
import { getInitialData } from '../../platform/initial-data.ts';
import { useLinkKey } from '../../platform/link-key.ts';
import { editUrl, inRouter, notePath, noteUrl, withKey } from '../../platform/paths.ts';
import { useCopyLink } from '../../components/use-copy-link.ts';
import { EditLinkSection } from './EditLinkSection.tsx';
import { LinkField } from './LinkField.tsx';
import { QrCode } from './QrCode.tsx';

export default function SharePage({ id }: { id: string }) {
  const { t } = useLingui();
  const copyLink = useCopyLink();
  const [held, setHeld] = useState<{ editId: string; key: string | undefined } | null>(null);
  const editId = held?.editId ?? null;
  const pageKey = useLinkKey();
  const key = held?.key ?? (pageKey || undefined);
  const url = withKey(noteUrl(location.origin, id), key);
  const canShare = typeof navigator.share === 'function';

  useEffect(() => {
    let cancelled = false;
    findEditable(id)
      .then((found) => {
        if (!cancelled) setHeld(found);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [id]);

  async function systemShare() {
    try {
      await navigator.share({ title: getInitialData().appName, url });
    } catch (error) {
      // Closing the share sheet is not an error worth telling anyone about.
      if (!(error instanceof DOMException && error.name === 'AbortError')) console.error('Share failed', error);
    }
  }

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-8 px-4 py-8">
      <div>
        <h1 className="text-2xl font-semibold">
          <Trans>Share this note</Trans>
        </h1>
        <p className="mt-2 text-slate-600 dark:text-slate-300">
          <Trans>Anyone with the link can read the note (and needs its password, if it has one).</Trans>
        </p>
      </div>
      <LinkField label={<Trans>Link to the note</Trans>} url={url} onCopy={() => void copyLink(url)} />
      <div className="flex flex-wrap gap-2">
        {canShare && (
          <Button onClick={() => void systemShare()}>
            <Trans>Share…</Trans>
          </Button>
        )}
        <Link href={inRouter(withKey(notePath(id), key))} className={buttonClasses('secondary')}>
          <Trans>Open the note</Trans>
        </Link>
      </div>
      <section aria-labelledby="share-qr" className="flex flex-col items-start gap-3">
        <h2 id="share-qr" className="text-lg font-semibold">
          <Trans>QR code</Trans>
        </h2>
        <QrCode text={url} label={t`QR code of the link to the note`} />
      </section>
      {editId && <EditLinkSection url={withKey(editUrl(location.origin, editId), key)} onCopy={(edit) => void copyLink(edit, 'edit')} />}
    </div>
  );
}
