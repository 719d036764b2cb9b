// The print view of a note: title and content on white, with a Print button and a way back that do not
// themselves appear on paper.
import { useEffect } from 'react';
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { documentTitle } from '../../../../shared/page-keys.ts';
import { Button } from '../../components/Button.tsx';
import { buttonClasses } from '../../components/button-classes.ts';
import { getInitialData } from '../../platform/initial-data.ts';
import { withLinkKey } from '../../platform/link-key.ts';
import { NoteContent } from './NoteContent.tsx';
import { inRouter, notePath } from '../../platform/paths.ts';

export interface PrintLayoutProps {
  shareId: string;
  title: string;
  content: string;
  /** End-to-end encrypted: the way back keeps the key from this page's address. */
  encrypted?: boolean;
}

export function PrintLayout({ shareId, title, content, encrypted = false }: PrintLayoutProps) {
  useEffect(() => {
    document.title = documentTitle(title, getInitialData().appName, 'print');
  }, [title]);

  return (
    <div className="mx-auto max-w-3xl px-6 py-8 print:max-w-none print:p-0">
      <div className="mb-8 flex flex-wrap gap-2 print:hidden">
        <Button onClick={() => window.print()}>
          <Trans>Print</Trans>
        </Button>
        <Link href={inRouter(withLinkKey(notePath(shareId), encrypted))} className={buttonClasses('secondary')}>
          <Trans>Back to the note</Trans>
        </Link>
      </div>
      <article>
        <h1 className="mb-6 text-3xl font-semibold break-words">{title}</h1>
        <NoteContent html={content} />
      </article>
    </div>
  );
}
