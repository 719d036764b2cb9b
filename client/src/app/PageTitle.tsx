// Keeps document.title in step with client-side navigation and language switches (the server sets it for
// the first page). Pages whose title is their content (a note) do not render this.
import { useEffect } from 'react';
import { useLingui } from '@lingui/react';
import { documentTitle, type PageKey } from '../../../shared/page-keys.ts';
import { getInitialData } from '../platform/initial-data.ts';
import { PAGE_META } from '../platform/page-meta.ts';

export function PageTitle({ page }: { page: PageKey }) {
  const { i18n } = useLingui();
  useEffect(() => {
    document.title = documentTitle(i18n._(PAGE_META[page].title), getInitialData().appName, page);
  }, [i18n, page]);
  return null;
}
