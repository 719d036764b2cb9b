// The print view of a note: title and content on white, with a Print button and a way back that do not
// themselves appear on paper. The server paints the same controls before the app starts
// (shared/print-controls.ts), so they neither appear late nor change when the app takes over.
import { useEffect } from 'react';
import { useLingui } from '@lingui/react';
import { Link } from 'wouter';
import { buttonClasses } from '../../../../shared/button-classes.ts';
import { documentTitle } from '../../../../shared/page-keys.ts';
import { PRINT_BAR_CLASS, PRINT_FRAME_CLASS, PRINT_WORDS } from '../../../../shared/print-controls.ts';
import { Button } from '../../components/Button.tsx';
import { getInitialData } from '../../platform/initial-data.ts';
import { withLinkKey } from '../../platform/link-key.ts';
import { NoteContent } from './reader/NoteContent.tsx';
import { inRouter, notePath } from '../../platform/paths.ts';

export interface PrintLayoutProps {
  shareId: string;
  title: string;
  content: string;
  /** End-to-end encrypted: the way back keeps the key from this page's address. */
  encrypted?: boolean;
}

export function PrintLayout({ shareId, title, content, encrypted = false }: PrintLayoutProps) {
  const { i18n } = useLingui();
  useEffect(() => {
    document.title = documentTitle(title, getInitialData().appName, 'print');
  }, [title]);

  return (
    <div className={PRINT_FRAME_CLASS}>
      <div className={PRINT_BAR_CLASS}>
        <Button onClick={() => window.print()}>{i18n._(PRINT_WORDS.print)}</Button>
        <Link href={inRouter(withLinkKey(notePath(shareId), encrypted))} className={buttonClasses('secondary')}>
          {i18n._(PRINT_WORDS.back)}
        </Link>
      </div>
      <article>
        <h1 className="mb-6 text-3xl font-semibold break-words">{title}</h1>
        <NoteContent html={content} />
      </article>
    </div>
  );
}
