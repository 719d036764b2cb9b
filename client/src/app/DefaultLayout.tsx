// The default layout (docs/design.md §9.1): skip link, sticky header, page content, footer.
import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';

export function DefaultLayout({ dataLayer, children }: { dataLayer: boolean; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 text-slate-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:ring-2 focus:ring-green-600"
      >
        <Trans>Skip to content</Trans>
      </a>
      <Header dataLayer={dataLayer} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <Footer />
    </div>
  );
}
